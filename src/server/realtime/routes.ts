import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { crossSiteError, isCrossOriginRequest } from '../http/cross-site-guard';

/**
 * `GET /api/realtime`: WebSocket for signed-in users (the session cookie is checked before upgrade).
 * Browsers send cookies on a WebSocket handshake from any page and the same-origin policy does not
 * apply to WebSockets, so a foreign page (another port, a sibling subdomain) could read the live feed
 * as the user: the upgrade is refused (403, no upgrade) unless it comes from our own origin.
 */
export async function realtimeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: { hide: true },
      onRequest: (request, _reply, done) =>
        done(isCrossOriginRequest(request) ? crossSiteError() : undefined),
    },
    async (socket, request) => {
      const user = currentUser(request);
      await ctx.realtime.connect(socket, { userId: user.id, sessionId: request.session?.sessionId ?? '' });
    },
  );
}
