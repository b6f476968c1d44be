import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
  databaseLatencyMs: z.number(),
  onlineUsers: z.number().int(),
  realtimeConnections: z.number().int(),
  time: z.string(),
});
