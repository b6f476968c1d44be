import type { FastifyInstance } from 'fastify';
import { preferencesOperations as ops } from '../../domain/preferences/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { getPreferences, updatePreferences } from './preferences';

/** The signed-in user's own preferences (language, auto-save, notifications); no user id in the URL. */
export async function preferencesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.getPreferences, async (_input, request) =>
    getPreferences(ctx.db, currentUser(request).id),
  );

  registerOperation(app, ops.updatePreferences, async ({ body }, request) =>
    updatePreferences(ctx.db, currentUser(request).id, body),
  );
}
