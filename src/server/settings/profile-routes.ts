import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORG_PROFILE_MESSAGES, orgProfileOperations as ops } from '../../domain/settings/org-profile';
import { canEditOrganisation } from '../../domain/settings/permissions';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { forbidden, notFound } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { acceptLogo } from './logo-image';
import { readOrgProfile, saveOrgLogo, saveOrgProfile } from '../org-kit/org-profile-store';
import { applyPlantZone, followPlantZone } from './plant-zone';
import { presentOrgProfile } from './present-org-profile';

// The logo is served as an image only: a browser that opens it directly may not run or load anything.
const LOGO_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'content-disposition': 'inline; filename="logo"',
  'cache-control': 'private, max-age=86400',
};

/** Organisation profile: plant name, logo and time zone (everyone reads, Yönetici changes). */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const stopFollowing = await followPlantZone(ctx);
  app.addHook('onClose', async () => stopFollowing());
  // Open screens follow a new plant name, logo or time zone: the event only says that the profile
  // changed (everyone may read it); each browser refetches it and re-renders in the new zone.
  ctx.realtime.register({
    dbTable: 'org_profile',
    table: 'org_profile',
    load: async () => ({ updatedAt: (await readOrgProfile(ctx.db)).updatedAt.toISOString() }),
  });
  const present = async (request: FastifyRequest) =>
    presentOrgProfile(await readOrgProfile(ctx.db), currentUser(request), ctx.config.plantTimeZone);
  const admin = (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!canEditOrganisation(user)) throw forbidden();
    return user;
  };

  registerOperation(app, ops.get, async (_input, request) => present(request));

  registerOperation(app, ops.update, async ({ body }, request) => {
    await saveOrgProfile(ctx.db, admin(request), body);
    // This instance at once; the others when the row's NOTIFY arrives.
    await applyPlantZone(ctx);
    return present(request);
  });

  registerOperation(app, ops.uploadLogo, async ({ body }, request) => {
    const user = admin(request);
    const bytes = acceptLogo(body.contentType, body.data);
    await saveOrgLogo(ctx.db, user, { type: body.contentType, bytes });
    return present(request);
  });

  registerOperation(app, ops.removeLogo, async (_input, request) => {
    await saveOrgLogo(ctx.db, admin(request), null);
    return present(request);
  });

  registerOperation(app, ops.logo, async (_input, _request, reply) => {
    const { logo } = await readOrgProfile(ctx.db);
    if (!logo) throw notFound(ORG_PROFILE_MESSAGES.noLogo);
    return reply.headers(LOGO_HEADERS).type(logo.type).send(logo.bytes);
  });
}
