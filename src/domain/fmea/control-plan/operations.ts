import { ZIdParams } from '../../shared/api-error';
import { ZBinaryFile, defineOperation } from '../../shared/operation';
import { ZControlPlan, ZSaveControlPlanRequest } from './contract';

const tags = ['fmea'] as const;

/** The control plan drafted from a stored PFMEA, and the PFMEA itself, as .xlsx (issue 23 §8). */
export const controlPlanOperations = {
  getControlPlan: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/control-plan',
    tags,
    summary: 'Kontrol planı taslağı: kaydedilmişse o, değilse PFMEA’dan şimdi oluşturulan',
    params: ZIdParams,
    response: ZControlPlan,
  }),
  saveControlPlan: defineOperation({
    method: 'PATCH',
    path: '/api/fmeas/:id/control-plan',
    tags,
    summary: 'Düzenlenen kontrol planı taslağını kaydeder (FMEA sahibi veya Yönetici)',
    params: ZIdParams,
    body: ZSaveControlPlanRequest,
    response: ZControlPlan,
  }),
  exportControlPlanXlsx: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/control-plan/export.xlsx',
    tags,
    summary:
      'PFMEA’dan kontrol planı taslağı (AIAG düzeni, başlık bloğu) Excel olarak indirir: Kontrol_Planı_{tarih}.xlsx',
    params: ZIdParams,
    response: ZBinaryFile,
    binary: true,
  }),
  exportFmeaXlsx: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/export.xlsx',
    tags,
    summary: 'PFMEA’yı kontrol planıyla aynı başlık bloğuyla Excel olarak indirir: PFMEA_{tarih}.xlsx',
    params: ZIdParams,
    response: ZBinaryFile,
    binary: true,
  }),
};
