import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError } from '../../domain/shared/api-error';
import {
  ORG_PROFILE_MESSAGES,
  ZOrgProfile,
  ZUpdateOrgProfileRequest,
  ZUploadLogoRequest,
} from '../../domain/settings/org-profile';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { forbidden, notFound } from '../http/app-error';
import { acceptLogo } from './logo-image';
import { readOrgProfile, saveOrgLogo, saveOrgProfile } from './org-profile-store';
import { applyPlantZone, followPlantZone } from './plant-zone';
import { LOGO_PATH, presentOrgProfile } from './present-org-profile';

const tags = ['settings'];
const errors = { 400: ZApiError, 403: ZApiError };

// The logo is served as an image only: a browser that opens it directly may not run or load anything.
const LOGO_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline; filename="logo"',
  'cache-control': 'private, max-age=86400',
};

/** Organisation profile: plant name, logo and time zone (everyone reads, Yönetici changes). */
export async function profileRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const stopFollowing = await followPlantZone(ctx);
  app.addHook('onClose', async () => stopFollowing());
  const present = async (request: Parameters<typeof currentUser>[0]) =>
    presentOrgProfile(await readOrgProfile(ctx.db), currentUser(request), ctx.config.plantTimeZone);

  app.get(
    '/api/settings/profile',
    {
      schema: {
        tags,
        summary: 'Kurum profili (tesis adı, logo, saat dilimi)',
        response: { 200: ZOrgProfile },
      },
    },
    async (request) => present(request),
  );

  app.put(
    '/api/settings/profile',
    {
      schema: {
        tags,
        summary: 'Tesis adını ve saat dilimini kaydeder (yalnızca Yönetici)',
        body: ZUpdateOrgProfileRequest,
        response: { 200: ZOrgProfile, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.isAdmin) throw forbidden();
      await saveOrgProfile(ctx.db, user, request.body);
      // This instance at once; the others when the row's NOTIFY arrives.
      await applyPlantZone(ctx);
      return present(request);
    },
  );

  app.put(
    LOGO_PATH,
    {
      schema: {
        tags,
        summary: 'Logo yükler: PNG (imza ve boyut denetlenir) veya SVG (temizlenir), en fazla 512 KB',
        body: ZUploadLogoRequest,
        response: { 200: ZOrgProfile, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.isAdmin) throw forbidden();
      const bytes = acceptLogo(request.body.contentType, request.body.data);
      await saveOrgLogo(ctx.db, user, { type: request.body.contentType, bytes });
      return present(request);
    },
  );

  app.delete(
    LOGO_PATH,
    {
      schema: {
        tags,
        summary: 'Logoyu kaldırır (yalnızca Yönetici)',
        response: { 200: ZOrgProfile, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.isAdmin) throw forbidden();
      await saveOrgLogo(ctx.db, user, null);
      return present(request);
    },
  );

  app.get(
    LOGO_PATH,
    { schema: { tags, summary: 'Kurum logosu (PNG veya temizlenmiş SVG)' } },
    async (_request, reply) => {
      const { logo } = await readOrgProfile(ctx.db);
      if (!logo) throw notFound(ORG_PROFILE_MESSAGES.noLogo);
      return reply.headers(LOGO_HEADERS).type(logo.type).send(logo.bytes);
    },
  );
}
