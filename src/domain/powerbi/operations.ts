import { defineOperation } from '../shared/operation';
import {
  ZEmbedToken,
  ZEmbedTokenRequest,
  ZListReportsQuery,
  ZPowerBiReportList,
  ZPowerBiSettings,
  ZUpdatePowerBiSettingsRequest,
} from './contract';

const tags = ['powerbi'] as const;

/**
 * Power BI with a service principal (app-owns-data): the settings (Yönetici saves, the secret is
 * write-only), the workspace's reports and embed tokens the server issues and caches.
 */
export const powerBiOperations = {
  getSettings: defineOperation({
    method: 'GET',
    path: '/api/settings/powerbi',
    tags,
    summary: 'Power BI hizmet sorumlusu ayarları (gizli anahtar hiçbir zaman gönderilmez)',
    response: ZPowerBiSettings,
  }),
  updateSettings: defineOperation({
    method: 'PUT',
    path: '/api/settings/powerbi',
    tags,
    summary: 'Power BI hizmet sorumlusunu kaydeder (yalnızca Yönetici; gizli anahtar verilmezse değişmez)',
    body: ZUpdatePowerBiSettingsRequest,
    response: ZPowerBiSettings,
  }),
  listReports: defineOperation({
    method: 'GET',
    path: '/api/powerbi/reports',
    tags,
    summary: 'Çalışma alanının raporları (409 yapılandırılmamış, 502 Azure AD/Power BI reddetti)',
    query: ZListReportsQuery,
    response: ZPowerBiReportList,
  }),
  createEmbedToken: defineOperation({
    method: 'POST',
    path: '/api/powerbi/embed-token',
    tags,
    summary: 'Rapor için gömme belirteci (önbellekten ya da Power BI GenerateToken ile)',
    body: ZEmbedTokenRequest,
    response: ZEmbedToken,
  }),
};
