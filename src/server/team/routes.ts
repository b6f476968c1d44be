import type { FastifyInstance } from 'fastify';
import { ADMIN_ONLY_MESSAGE } from '../../domain/tasks/insights-contract';
import { teamOperations as ops } from '../../domain/tasks/operations';
import { canEditTeamCapacity } from '../../domain/tasks/permissions';
import { zonedDate } from '../../domain/shared/calendar';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { forbidden } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { insightsCache } from '../tasks-kit/insights-cache';
import { readTeamSettings, writeTeamSettings } from '../tasks-kit/team-settings';
import { teamWorkload } from '../tasks-kit/team-workload';

/**
 * 'Ekip Yoğunluğu': workload per user, and the weekly capacity it is measured against. This route is
 * the capacity's only writer (Yönetici only); the AI settings (PUT /api/settings/org) refuse it.
 */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const cache = insightsCache(ctx);
  registerOperation(app, ops.getWorkload, async () =>
    cache.get(`workload:${zonedDate(new Date())}`, () => teamWorkload(ctx.db)),
  );

  registerOperation(app, ops.getSettings, async () => readTeamSettings(ctx.db));

  registerOperation(app, ops.updateSettings, async ({ body }, request) => {
    const user = currentUser(request);
    if (!canEditTeamCapacity(user)) throw forbidden(ADMIN_ONLY_MESSAGE);
    const settings = await writeTeamSettings(ctx.db, body);
    cache.invalidate();
    return settings;
  });
}
