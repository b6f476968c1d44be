import type { TIntegrationStatus } from '../../domain/settings/contract';
import type { AppContext } from '../app-context';
import type { ProviderReachability } from '../ai/provider-reachability';
import { readOrgSettings } from './org-settings-store';

/** Read-only status cards: database round trip, live connections, and whether the AI provider answers. */
export async function integrationStatus(
  ctx: AppContext,
  reachability: ProviderReachability,
): Promise<TIntegrationStatus> {
  const settings = await readOrgSettings(ctx.db);
  let latencyMs = 0;
  let ok = true;
  try {
    latencyMs = Math.round((await ctx.database.ping()) * 100) / 100;
  } catch {
    ok = false;
  }
  const ai = await reachability.check({
    provider: settings.aiProvider,
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    model: settings.model,
    analysisDepth: settings.analysisDepth,
  });
  return {
    database: { kind: ctx.database.kind, latencyMs, ok },
    realtime: { connections: ctx.realtime.connectionCount, onlineUsers: ctx.realtime.onlineUsers.length },
    ai: { provider: settings.aiProvider, ...ai },
  };
}
