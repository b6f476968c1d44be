import { z } from 'zod';
import { defineOperation } from '../shared/operation';
import { ZEmbedConfig } from './embed-config';
import { ZDemoFigures, ZEmbedUserConfig } from './embed-contract';

const tags = ['powerbi'] as const;

/** The reporting dashboard's own data: the user's embed configuration and the demo's live figures. */
export const embedOperations = {
  getUserConfig: defineOperation({
    method: 'GET',
    path: '/api/powerbi/user-config',
    tags,
    summary: 'Oturumdaki kullanıcının Power BI dashboard yapılandırması (yalnızca kendisine)',
    response: ZEmbedUserConfig,
  }),
  saveUserConfig: defineOperation({
    method: 'PUT',
    path: '/api/powerbi/user-config',
    tags,
    summary: 'Power BI dashboard yapılandırmasını kullanıcı için kaydeder',
    body: ZEmbedConfig,
    response: ZEmbedUserConfig,
  }),
  deleteUserConfig: defineOperation({
    method: 'DELETE',
    path: '/api/powerbi/user-config',
    tags,
    summary: "Kullanıcının kayıtlı Power BI dashboard yapılandırmasını (erişim token'ı dahil) siler",
    response: z.null().describe('Silindi'),
    status: 204,
  }),
  getDemoFigures: defineOperation({
    method: 'GET',
    path: '/api/powerbi/demo-figures',
    tags,
    summary: 'Demo görünümünün rakamları: görevler, tamamlanma oranı, açık 8D analizleri, son Cpk',
    response: ZDemoFigures,
  }),
};
