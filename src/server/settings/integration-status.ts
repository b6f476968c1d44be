import type { TPowerBiStatus } from '../../domain/powerbi/contract';
import type { TIntegrationStatus } from '../../domain/settings/contract';
import type { AppContext } from '../app-context';
import type { ProviderReachability } from '../ai/provider-reachability';
import { readOrgSettings } from '../org-kit/org-settings-store';

/**
 * Power BI's state, read by the powerbi feature: the app composes the two (app.ts), so settings knows
 * no other feature.
 */
export type PowerBiStatusSource = () => Promise<TPowerBiStatus>;

/** Read-only status cards: database round trip, live connections, the AI provider, and Power BI's state. */
export async function integrationStatus(
  ctx: AppContext,
  reachability: ProviderReachability,
  powerBiStatus: PowerBiStatusSource,
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
    powerBiStatus(),
  ]);
  return {
    database: { kind: ctx.database.kind, latencyMs, ok },
    realtime: { connections: ctx.realtime.connectionCount, onlineUsers: ctx.realtime.onlineUsers.length },
    ai: { provider: settings.aiProvider, ...ai },
    powerbi,
  };
}
