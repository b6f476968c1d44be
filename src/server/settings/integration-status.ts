import type { TIntegrationStatus } from '../../domain/settings/contract';
import type { AppContext } from '../app-context';
import type { ProviderReachability } from '../ai/provider-reachability';
import { powerBiServiceFor } from '../powerbi/service-powerbi';
import { powerBiStatus } from '../powerbi/service-status';
import { readOrgSettings } from './org-settings-store';

/** Read-only status cards: database round trip, live connections, the AI provider, and Power BI's state. */
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
  const [ai, powerbi] = await Promise.all([
    reachability.check({
      provider: settings.aiProvider,
      apiKey: settings.apiKey,
      baseUrl: settings.baseUrl,
      model: settings.model,
      analysisDepth: settings.analysisDepth,
    }),
    powerBiStatus(ctx.db, powerBiServiceFor(ctx)),
  ]);
  return {
    database: { kind: ctx.database.kind, latencyMs, ok },
    realtime: { connections: ctx.realtime.connectionCount, onlineUsers: ctx.realtime.onlineUsers.length },
    ai: { provider: settings.aiProvider, ...ai },
    powerbi,
  };
}
