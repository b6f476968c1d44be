import type { FastifyInstance } from 'fastify';
import { notificationOperations as ops } from '../../domain/notifications/operations';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { registerOperation } from '../http/register-operation';
import { markAllNotificationsRead, markNotification } from './mark-notifications';
import { getNotification, listNotifications } from './notification-queries';

/** The bell: a user's own notifications only (others' ids answer 404, as if they did not exist). */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.realtime.register({
    dbTable: 'notifications',
    table: 'notifications',
    ownerOnly: true,
    load: (id) => getNotification(ctx.db, id),
  });

  registerOperation(app, ops.listNotifications, async (_input, request) =>
    listNotifications(ctx.db, currentUser(request).id),
  );

  registerOperation(app, ops.markNotification, async ({ params, body }, request) =>
    markNotification(ctx.db, currentUser(request).id, params.id, body.read),
  );

  registerOperation(app, ops.markAllRead, async (_input, request) => {
    await markAllNotificationsRead(ctx.db, currentUser(request).id);
    return { ok: true as const };
  });
}
