import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth/authenticate';

/**
 * `GET /api/realtime`: WebSocket for signed-in users (the session cookie is checked before upgrade).
 * The WebSocket plugin lives in this route's own scope: its per-request hooks then run for this
 * route only, not for every API call.
 */
export async function realtimeRoutes(parent: FastifyInstance, ctx: AppContext): Promise<void> {
  await parent.register(async (app) => {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    app.get('/api/realtime', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      await ctx.realtime.connect(socket, currentUser(request).id);
    });
  });
}
