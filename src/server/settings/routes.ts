import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIntegrationStatus, ZOrgSettings, ZUpdateOrgSettingsRequest } from '../../domain/settings/contract';
import { ZApiError } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';
import { ProviderReachability } from '../ai/provider-reachability';
import { currentUser } from '../auth/authenticate';
import { forbidden } from '../http/app-error';
import { integrationStatus } from './integration-status';
import { readOrgSettings, saveOrgSettings } from './org-settings-store';
import { presentOrgSettings } from './present-org-settings';
import { profileRoutes } from './profile-routes';

const tags = ['settings'];

/** Organisation settings (AI provider, key, depth, threshold): everyone reads, Yönetici saves. */
export async function settingsRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const reachability = new ProviderReachability();

  app.get(
    '/api/settings/org',
    {
      schema: {
        tags,
        summary: 'Kurum ayarları (API anahtarı hiçbir zaman gönderilmez)',
        response: { 200: ZOrgSettings },
      },
    },
    async () => presentOrgSettings(await readOrgSettings(ctx.db)),
  );

  app.put(
    '/api/settings/org',
    {
      schema: {
        tags,
        summary: 'Kurum ayarlarını kaydeder (yalnızca Yönetici)',
        body: ZUpdateOrgSettingsRequest,
        response: { 200: ZOrgSettings, 400: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.isAdmin) throw forbidden();
      return presentOrgSettings(await saveOrgSettings(ctx.db, user, request.body));
    },
  );

  app.get(
    '/api/settings/integrations',
    {
      schema: {
        tags,
        summary: 'Veritabanı, canlı bağlantı ve yapay zekâ sağlayıcısı durumu',
        response: { 200: ZIntegrationStatus },
      },
    },
    async () => integrationStatus(ctx, reachability),
  );

  await profileRoutes(appBase, ctx);
}
