import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_PREFERENCES,
  ZPreferences,
  ZUpdatePreferencesRequest,
} from '../../domain/preferences/contract';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { userPreferences } from '../db/schema';

/** The signed-in user's own preferences (language, auto-save, notifications); no user id in the URL. */
export async function preferencesRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const read = async (userId: string) => {
    const [row] = await ctx.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .limit(1);
    return row
      ? { language: row.language, autoSave: row.autoSave, notificationsEnabled: row.notificationsEnabled }
      : DEFAULT_PREFERENCES;
  };

  app.get(
    '/api/preferences',
    { schema: { tags: ['preferences'], response: { 200: ZPreferences } } },
    async (request) => read(currentUser(request).id),
  );

  app.put(
    '/api/preferences',
    { schema: { tags: ['preferences'], body: ZUpdatePreferencesRequest, response: { 200: ZPreferences } } },
    async (request) => {
      const userId = currentUser(request).id;
      const next = { ...(await read(userId)), ...request.body };
      await ctx.db
        .insert(userPreferences)
        .values({ userId, ...next })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...next, updatedAt: new Date() } });
      return next;
    },
  );
}
