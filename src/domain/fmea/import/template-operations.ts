import { ZIdParams, ZOk } from '../../shared/api-error';
import { defineOperation } from '../../shared/operation';
import {
  ZCreateMappingTemplateRequest,
  ZMappingTemplate,
  ZMappingTemplateList,
  ZUpdateMappingTemplateRequest,
} from './template-contract';

const tags = ['fmea'] as const;

/**
 * The organisation's FMEA import mapping templates: everyone lists and saves them; renaming,
 * changing and deleting one is for its author or a Yönetici (403 otherwise, 404 for an unknown id).
 */
export const fmeaTemplateOperations = {
  listTemplates: defineOperation({
    method: 'GET',
    path: '/api/fmea/import-templates',
    tags,
    summary: 'FMEA içe aktarma eşleştirme şablonları (en son değişen önce)',
    response: ZMappingTemplateList,
  }),
  createTemplate: defineOperation({
    method: 'POST',
    path: '/api/fmea/import-templates',
    tags,
    summary: 'Sütun eşleştirmesini, dosyanın başlık imzasıyla şablon olarak kaydeder',
    body: ZCreateMappingTemplateRequest,
    response: ZMappingTemplate,
    status: 201,
  }),
  updateTemplate: defineOperation({
    method: 'PATCH',
    path: '/api/fmea/import-templates/:id',
    tags,
    summary: 'Şablonu yeniden adlandırır veya eşleştirmesini değiştirir (kaydeden veya Yönetici)',
    params: ZIdParams,
    body: ZUpdateMappingTemplateRequest,
    response: ZMappingTemplate,
  }),
  deleteTemplate: defineOperation({
    method: 'DELETE',
    path: '/api/fmea/import-templates/:id',
    tags,
    summary: 'Şablonu siler (kaydeden veya Yönetici)',
    params: ZIdParams,
    response: ZOk,
  }),
} as const;
