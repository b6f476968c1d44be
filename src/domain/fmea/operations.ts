import { ZIdParams, ZOk } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import {
  ZCreateFmeaRequest,
  ZFmea,
  ZFmeaList,
  ZFmeaPlan,
  ZGeneratePlanRequest,
  ZListFmeasQuery,
  ZListPlanItemsQuery,
  ZPlanItemPage,
  ZUpdateFmeaRequest,
} from './contract';
import {
  ZFmeaLine,
  ZLineHistory,
  ZLinePage,
  ZLineParams,
  ZListLinesQuery,
  ZProposeRevisionRequest,
  ZUpdateLineRequest,
} from './line-contract';
import { ZFmeaSettings, ZUpdateFmeaSettingsRequest } from './settings-contract';

const tags = ['fmea'] as const;

/** Reverse FMEA: stored FMEAs (keyset list, one FMEA, changes), their preventive action plan, the settings. */
export const fmeaOperations = {
  listFmeas: defineOperation({
    method: 'GET',
    path: '/api/fmeas',
    tags,
    summary: 'Kayıtlı FMEA listesi (satırlar olmadan), en son değişen önce; imleçle sayfa',
    query: ZListFmeasQuery,
    response: ZFmeaList,
  }),
  createFmea: defineOperation({
    method: 'POST',
    path: '/api/fmeas',
    tags,
    summary: 'FMEA kaydeder (yüklenen dosyadan veya elle girilen satırlar)',
    body: ZCreateFmeaRequest,
    response: ZFmea,
    status: 201,
  }),
  getFmea: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id',
    tags,
    summary: 'Bir FMEA: satırları ve son planı',
    params: ZIdParams,
    response: ZFmea,
  }),
  updateFmea: defineOperation({
    method: 'PATCH',
    path: '/api/fmeas/:id',
    tags,
    summary: 'FMEA’yı değiştirir (sahibi veya Yönetici)',
    params: ZIdParams,
    body: ZUpdateFmeaRequest,
    response: ZFmea,
  }),
  deleteFmea: defineOperation({
    method: 'DELETE',
    path: '/api/fmeas/:id',
    tags,
    summary: 'FMEA’yı siler (sahibi veya Yönetici)',
    params: ZIdParams,
    response: ZOk,
  }),
  generatePlan: defineOperation({
    method: 'POST',
    path: '/api/fmeas/:id/plan',
    tags,
    summary: 'Önleyici aksiyon planı üretir (kurallar, isteğe bağlı AI) ve FMEA ile saklar',
    params: ZIdParams,
    body: ZGeneratePlanRequest,
    response: ZFmeaPlan,
  }),
  listPlanItems: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/plan/items',
    tags,
    summary:
      'Planın aksiyonları: en yüksek risk önce, önceliğe göre süzülür veya kimlikle tek aksiyon; imleçle sayfa',
    params: ZIdParams,
    query: ZListPlanItemsQuery,
    response: ZPlanItemPage,
  }),
  listLines: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/lines',
    tags,
    summary:
      'FMEA satırları: en riskli önce veya dosya sırasıyla, AP / durum / metinle süzülür; imleçle sayfa',
    params: ZIdParams,
    query: ZListLinesQuery,
    response: ZLinePage,
  }),
  updateLine: defineOperation({
    method: 'PATCH',
    path: '/api/fmeas/:id/lines/:lineId',
    tags,
    summary: 'Bir satırı değiştirir: metinler, S/O/D, aksiyon, revize derecelendirme (sahibi veya Yönetici)',
    params: ZLineParams,
    body: ZUpdateLineRequest,
    response: ZFmeaLine,
  }),
  proposeRevision: defineOperation({
    method: 'POST',
    path: '/api/fmeas/:id/lines/:lineId/proposal',
    tags,
    summary: 'Satırdan açılan görevin sorumlusu revize S/O/D önerir; FMEA sahibi onaylar',
    params: ZLineParams,
    body: ZProposeRevisionRequest,
    response: ZFmeaLine,
  }),
  lineHistory: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/lines/:lineId/changes',
    tags,
    summary: 'Bir satırın değişiklik geçmişi: kim, ne zaman, önce → sonra',
    params: ZLineParams,
    response: ZLineHistory,
  }),
  getSettings: defineOperation({
    method: 'GET',
    path: '/api/fmea/settings',
    tags,
    summary: 'FMEA ayarları: AP tablosu, RPN eşikleri, termin günleri',
    response: ZFmeaSettings,
  }),
  updateSettings: defineOperation({
    method: 'PUT',
    path: '/api/fmea/settings',
    tags,
    summary: 'FMEA ayarlarını değiştirir (yalnız Yönetici)',
    body: ZUpdateFmeaSettingsRequest,
    response: ZFmeaSettings,
  }),
};
