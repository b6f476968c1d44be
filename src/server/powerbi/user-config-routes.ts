import type { FastifyInstance } from 'fastify';
import { embedOperations as ops } from '../../domain/powerbi/embed-operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { registerOperation } from '../http/register-operation';
import { demoFigures } from './demo-figures';
import { getUserEmbedConfig, saveUserEmbedConfig } from './user-config-store';

/** The reporting dashboard's own routes: the signed-in user's configuration and the demo's figures. */
export async function powerbiEmbedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // No user id in the URL: the session decides whose configuration (and pasted token) is answered.
  registerOperation(app, ops.getUserConfig, async (_input, request) =>
    getUserEmbedConfig(ctx.db, currentUser(request).id),
  );
  registerOperation(app, ops.saveUserConfig, async ({ body }, request) =>
    saveUserEmbedConfig(ctx.db, currentUser(request).id, body),
  );
  registerOperation(app, ops.getDemoFigures, async () => demoFigures(ctx.db));
}
