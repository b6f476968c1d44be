import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';

/** `GET /api/realtime`: WebSocket for signed-in users (the session cookie is checked before upgrade). */
export async function realtimeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    await ctx.realtime.connect(socket, currentUser(request).id);
  });
}
