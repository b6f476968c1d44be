import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ONLY_MESSAGE,
  ZTeamSettings,
  ZTeamWorkload,
  ZUpdateTeamSettings,
} from '../../domain/tasks/insights-contract';
import { zonedDate } from '../../domain/tasks/work-calendar';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { forbidden } from '../http/app-error';
import { insightsCache } from '../tasks/insights-cache';
import { readTeamSettings, writeTeamSettings } from './team-settings';
import { teamWorkload } from './team-workload';

/**
 * 'Ekip Yoğunluğu': workload per user, and the weekly capacity it is measured against. This route is
 * the capacity's only writer (Yönetici only); the AI settings (PUT /api/settings/org) refuse it.
 */
export async function teamRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  const cache = insightsCache(ctx);
  app.get('/api/team/workload', { schema: { tags: ['team'], response: { 200: ZTeamWorkload } } }, async () =>
    cache.get(`workload:${zonedDate(new Date())}`, () => teamWorkload(ctx.db)),
  );

  app.get('/api/team/settings', { schema: { tags: ['team'], response: { 200: ZTeamSettings } } }, async () =>
    readTeamSettings(ctx.db),
  );

  app.put(
    '/api/team/settings',
    { schema: { tags: ['team'], body: ZUpdateTeamSettings, response: { 200: ZTeamSettings } } },
    async (request) => {
      const user = currentUser(request);
      if (!user.isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
      const settings = await writeTeamSettings(ctx.db, request.body);
      cache.invalidate();
      return settings;
    },
  );
}
