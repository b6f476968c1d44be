import type { FastifyInstance } from 'fastify';
import { embedOperations as ops } from '../../domain/powerbi/embed-operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { demoFigures } from './demo-figures';
import { deleteUserEmbedConfig, getUserEmbedConfig, saveUserEmbedConfig } from './user-config-store';

/** The reporting dashboard's own routes: the signed-in user's configuration and the demo's figures. */
export async function powerbiEmbedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // No user id in the URL: the session decides whose configuration (and pasted token) is answered.
  const loadTimeoutMs = ctx.config.powerBiLoadTimeoutMs;
  registerOperation(app, ops.getUserConfig, async (_input, request) => ({
    ...(await getUserEmbedConfig(ctx.db, currentUser(request).id)),
    loadTimeoutMs,
  }));
  registerOperation(app, ops.saveUserConfig, async ({ body }, request) => ({
    ...(await saveUserEmbedConfig(ctx.db, currentUser(request).id, body)),
    loadTimeoutMs,
  }));
  registerOperation(app, ops.deleteUserConfig, async (_input, request) => {
    await deleteUserEmbedConfig(ctx.db, currentUser(request).id);
    return null;
  });
  registerOperation(app, ops.getDemoFigures, async () => demoFigures(ctx.db));
}
