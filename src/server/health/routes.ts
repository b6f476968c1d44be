import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealth } from '../../domain/health/contract';
import { ZApiError } from '../../domain/shared/api-error';
import type { AppContext } from '../app-context';

/** `GET /api/health`: the database answers (with its latency) and realtime figures of this instance. */
export async function healthRoutes(appBase: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZApiError } } },
    async (request, reply) => {
      try {
        const latency = await ctx.database.ping();
        return {
          status: 'ok' as const,
          database: ctx.database.kind,
          databaseLatencyMs: Math.round(latency * 100) / 100,
          onlineUsers: ctx.realtime.onlineUsers.length,
          realtimeConnections: ctx.realtime.connectionCount,
          time: new Date().toISOString(),
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply
          .status(503)
          .send({ error: { code: 'database_unavailable', message: 'Veritabanına ulaşılamıyor' } });
      }
    },
  );
}
