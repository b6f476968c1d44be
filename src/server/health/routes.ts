import type { FastifyInstance } from 'fastify';
import { healthOperations as ops } from '../../domain/health/operations';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { registerOperation } from '../http/register-operation';

/** `GET /api/health`: the database answers (with its latency) and realtime figures of this instance. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperation(app, ops.getHealth, async (_input, request) => {
    let latency: number;
    try {
      latency = await ctx.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      throw new AppError(503, 'database_unavailable', 'Veritabanına ulaşılamıyor');
    }
    return {
      status: 'ok' as const,
      database: ctx.database.kind,
      databaseLatencyMs: Math.round(latency * 100) / 100,
      onlineUsers: ctx.realtime.onlineUsers.length,
      realtimeConnections: ctx.realtime.connectionCount,
      time: new Date().toISOString(),
    };
  });
}
