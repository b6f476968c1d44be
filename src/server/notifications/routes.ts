import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMarkNotificationRequest,
  ZNotification,
  ZNotificationList,
} from '../../domain/notifications/contract';
import { ZIdParams, ZOk } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';
import { notifications } from '../db/schema';
import { notFound } from '../http/app-error';
import { getNotification, listNotifications, presentNotification } from './notification-queries';

/** The bell: a user's own notifications only (others' ids answer 404, as if they did not exist). */
export async function notificationRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  ctx.realtime.register({
    dbTable: 'notifications',
    table: 'notifications',
    ownerOnly: true,
    load: (id) => getNotification(ctx.db, id),
  });

  app.get(
    '/api/notifications',
    { schema: { tags: ['notifications'], response: { 200: ZNotificationList } } },
    async (request) => listNotifications(ctx.db, currentUser(request).id),
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        params: ZIdParams,
        body: ZMarkNotificationRequest,
        response: { 200: ZNotification },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .update(notifications)
        .set({ read: request.body.read })
        .where(
          and(eq(notifications.id, request.params.id), eq(notifications.userId, currentUser(request).id)),
        )
        .returning();
      if (!row) throw notFound('Bildirim bulunamadı');
      return presentNotification(row);
    },
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { tags: ['notifications'], response: { 200: ZOk } } },
    async (request) => {
      await ctx.db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, currentUser(request).id), eq(notifications.read, false)));
      return { ok: true as const };
    },
  );
}
