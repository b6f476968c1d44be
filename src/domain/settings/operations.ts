import { defineOperation } from '../shared/operation';
import { ZIntegrationStatus, ZOrgSettings, ZUpdateOrgSettingsRequest } from './contract';

const tags = ['settings'] as const;

/** Organisation settings (AI provider, key, depth, threshold) and the integration status cards. */
export const settingsOperations = {
  getOrgSettings: defineOperation({
    method: 'GET',
    path: '/api/settings/org',
    tags,
    summary: 'Kurum ayarları (API anahtarı hiçbir zaman gönderilmez)',
    response: ZOrgSettings,
  }),
  updateOrgSettings: defineOperation({
    method: 'PUT',
    path: '/api/settings/org',
    tags,
    summary: 'Kurum ayarlarını kaydeder (yalnızca Yönetici)',
    body: ZUpdateOrgSettingsRequest,
    response: ZOrgSettings,
  }),
  getIntegrations: defineOperation({
    method: 'GET',
    path: '/api/settings/integrations',
    tags,
    summary: 'Veritabanı, canlı bağlantı ve yapay zekâ sağlayıcısı durumu',
    response: ZIntegrationStatus,
  }),
};
