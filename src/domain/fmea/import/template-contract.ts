import { z } from 'zod';
import { ZMappingTemplateCan } from '../permissions';
import { ZFmeaMappingOverride } from './contract';

/** Templates of one organisation at most: the import hands them all to its worker thread. */
export const MAX_MAPPING_TEMPLATES = 500;
/** Longest header signature kept (60 columns of long headings fit well within it). */
const MAX_SIGNATURE_LENGTH = 20_000;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Şablon adı gerekli.',
  nameTooLong: 'Şablon adı en fazla 100 karakter olabilir.',
  notFound: 'Eşleştirme şablonu bulunamadı.',
  forbiddenEdit: 'Bu şablonu yalnızca onu kaydeden kişi veya bir Yönetici değiştirebilir.',
  forbiddenDelete: 'Bu şablonu yalnızca onu kaydeden kişi veya bir Yönetici silebilir.',
  tooMany: `En fazla ${MAX_MAPPING_TEMPLATES} eşleştirme şablonu kaydedilebilir; kullanılmayanları silin.`,
  signatureRequired: 'Şablonun başlık imzası gerekli.',
  /** The template's column for a field no longer holds what the field needs (or is past the table). */
  columnMisfit: (field: string, letter: string, detected: string | null) =>
    `${field}: şablondaki ${letter} sütunu bu dosyada alana uymuyor; ` +
    (detected === null ? 'alan eşleştirilmedi.' : `sütun otomatik bulundu (${detected}).`),
} as const;

const ZTemplateName = z
  .string()
  .trim()
  .min(1, TEMPLATE_MESSAGES.nameRequired)
  .max(100, TEMPLATE_MESSAGES.nameTooLong);

/** Field → column of the file (null: the field is not in the file), as the user left it in the review. */
export const ZTemplateMapping = ZFmeaMappingOverride;
export type TTemplateMapping = z.infer<typeof ZTemplateMapping>;

/** A column mapping remembered for every file with the same header (headerSignature). */
export const ZMappingTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  signature: z.string(),
  mapping: ZTemplateMapping,
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  can: ZMappingTemplateCan,
});
export type TMappingTemplate = z.infer<typeof ZMappingTemplate>;

export const ZMappingTemplateList = z.object({ templates: z.array(ZMappingTemplate) });

/** POST /api/fmea/import-templates: the import answer's `signature` and the mapping the review shows. */
export const ZCreateMappingTemplateRequest = z.strictObject({
  name: ZTemplateName,
  signature: z.string().min(1, TEMPLATE_MESSAGES.signatureRequired).max(MAX_SIGNATURE_LENGTH),
  mapping: ZTemplateMapping,
});
export type TCreateMappingTemplateRequest = z.infer<typeof ZCreateMappingTemplateRequest>;

/** PATCH /api/fmea/import-templates/:id: rename and/or replace the mapping. */
export const ZUpdateMappingTemplateRequest = z.strictObject({
  name: ZTemplateName.optional(),
  mapping: ZTemplateMapping.optional(),
});
export type TUpdateMappingTemplateRequest = z.infer<typeof ZUpdateMappingTemplateRequest>;

/** A template as the import reads it (no author, no permissions). */
export interface ImportTemplate {
  id: string;
  name: string;
  signature: string;
  mapping: TTemplateMapping;
}
