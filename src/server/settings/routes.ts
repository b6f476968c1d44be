import type { FastifyInstance } from 'fastify';
import { settingsOperations as ops } from '../../domain/settings/operations';
import { canEditOrganisation } from '../../domain/settings/permissions';
import type { AppContext } from '../app-context';
import { ProviderReachability } from '../ai/provider-reachability';
import { currentUser } from '../auth-kit/authenticate';
import { forbidden } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { integrationStatus, type PowerBiStatusSource } from './integration-status';
import { readOrgSettings, saveOrgSettings } from '../org-kit/org-settings-store';
import { presentOrgSettings } from '../org-kit/present-org-settings';
import { profileRoutes } from './profile-routes';

/** Organisation settings (AI provider, key, depth, threshold): everyone reads, Yönetici saves. */
export async function settingsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  powerBiStatus: PowerBiStatusSource,
): Promise<void> {
  const reachability = new ProviderReachability();

  registerOperation(app, ops.getOrgSettings, async (_input, request) =>
    presentOrgSettings(await readOrgSettings(ctx.db), currentUser(request)),
  );

  registerOperation(app, ops.updateOrgSettings, async ({ body }, request) => {
    const user = currentUser(request);
    if (!canEditOrganisation(user)) throw forbidden();
    return presentOrgSettings(await saveOrgSettings(ctx.db, user, body), user);
  });

  registerOperation(app, ops.getIntegrations, async () =>
    integrationStatus(ctx, reachability, powerBiStatus),
  );

  await profileRoutes(app, ctx);
}
