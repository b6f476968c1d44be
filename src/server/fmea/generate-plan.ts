import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import {
  FMEA_MESSAGES,
  type TFmeaPlan,
  type TFmeaRow,
  type TPlanExcludedRow,
  type TPlanItem,
} from '../../domain/fmea/contract';
import { fmeaPermissions } from '../../domain/fmea/permissions';
import { callableProvider, type AiConfig } from '../ai/ai-config';
import { DEPTH_PROFILES } from '../ai/depth-profiles';
import type { Db } from '../db/database';
import { fmeas } from '../db/schema-fmea';
import { forbidden, notFound } from '../http/app-error';
import { readOrgSettings } from '../org-kit/org-settings-store';
import { rewritePlanTexts } from './ai-plan-rewrite';
import { ownedMemory } from '../workers/moved-result';
import type { WorkerPool } from '../workers/worker-pool';
import type { BuildPlanTask, BuiltPlan } from './build-plan-worker';
import { jsonBatchAt } from './json-batches';
import { readFmeaRows, readLineChunks } from './lines/read-lines';
import { figuresOf, planBatchCount, planItemBatchJson } from './plan-storage';
import { type PlanToWrite, writePlan } from './plan-write';
import { readFmeaSettings } from './fmea-settings-store';

/**
 * Turkish note on the plan when the model was asked but the rules' texts were kept.
 * @internal
 */
export const AI_FALLBACK_MESSAGES = {
  timeout: 'AI sağlayıcısı süresinde yanıt vermedi; aksiyon metinleri kurallardan.',
  malformed: 'AI yanıtı beklenen biçimde değildi; aksiyon metinleri kurallardan.',
  error: 'AI sağlayıcısına ulaşılamadı; aksiyon metinleri kurallardan.',
} as const;

export interface GeneratePlanOptions {
  useAi?: boolean;
  /** Overrides the depth's time budget (tests use a short one). */
  aiTimeoutMs?: number;
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

/**
 * The preventive action plan of a stored FMEA: the documented rules on every row (organisation
 * settings), then, when a model provider is configured (the 8D settings), its rewrite of the
 * highest-risk items' texts; any failure keeps the rules' texts. Stored with the FMEA (owner or
 * Yönetici) as item rows (plan-write.ts), so reopening it shows the same plan.
 */
export async function generatePlan(
  db: Db,
  workers: WorkerPool,
  actor: TUser,
  id: string,
  options: GeneratePlanOptions = {},
): Promise<TFmeaPlan> {
  // The plan answers the rows as read now: a row edit after this moment makes it stale.
  const startedAt = new Date();
  const [found] = await db.select({ ownerId: fmeas.ownerId }).from(fmeas).where(eq(fmeas.id, id)).limit(1);
  if (!found) throw notFound(FMEA_MESSAGES.notFound);
  if (!fmeaPermissions(actor, found).plan) throw forbidden(FMEA_MESSAGES.forbiddenPlan);
  const { apCells, rpnBands, timelineDays } = await readFmeaSettings(db);
  const org = await readOrgSettings(db);
  const ai: AiConfig = {
    provider: org.aiProvider,
    apiKey: org.apiKey,
    baseUrl: org.baseUrl,
    model: org.model,
    analysisDepth: org.analysisDepth,
  };
  const provider = options.useAi === false ? null : callableProvider(ai);
  const settings = { apCells, rpnBands, timelineDays };
  let plan: PlanToWrite;
  if (provider === null) {
    const lineChunks = await readLineChunks(db, id);
    const built = await workers.run<BuiltPlan>(
      'buildFmeaPlan',
      { lineChunks, settings } satisfies BuildPlanTask,
      { transferList: lineChunks.flatMap(ownedMemory) },
    );
    if (!built.stored) throw new Error('buildFmeaPlan: lines given, items expected stored');
    const { batches } = built;
    plan = {
      figures: built.figures,
      batchCount: batches.ends.length,
      batchAt: (index) => jsonBatchAt(batches, index),
    };
  } else {
    const rows = await readFmeaRows(db, id);
    const built = await workers.run<BuiltPlan>('buildFmeaPlan', { rows, settings } satisfies BuildPlanTask);
    if (built.stored) throw new Error('buildFmeaPlan: rows given, items expected back');
    plan = await rewriteWithModel(provider, ai, built.items, built.excluded, rows, options);
  }
  const stale = await writePlan(db, id, startedAt, plan);
  return { ...plan.figures, generatedAt: startedAt.toISOString(), stale };
}

/** The model's rewrite of the highest-risk items' texts; any failure keeps the rules' texts (noted on the plan). */
async function rewriteWithModel(
  provider: NonNullable<ReturnType<typeof callableProvider>>,
  ai: AiConfig,
  built: TPlanItem[],
  excluded: TPlanExcludedRow[],
  rows: TFmeaRow[],
  options: GeneratePlanOptions,
): Promise<PlanToWrite> {
  let items = built;
  let aiProvider: string | null = null;
  let aiFallback: string | null = null;
  if (items.length > 0) {
    const depth = DEPTH_PROFILES[ai.analysisDepth];
    const outcome = await rewritePlanTexts(provider, ai, items, rows, {
      timeoutMs: options.aiTimeoutMs ?? depth.timeoutMs,
      maxOutputTokens: depth.maxOutputTokens,
    });
    if (outcome.ok) {
      items = outcome.items;
      aiProvider = provider;
    } else {
      aiFallback = AI_FALLBACK_MESSAGES[outcome.reason];
      options.log?.warn(
        { provider, reason: outcome.reason, detail: outcome.detail },
        'AI provider failed; FMEA plan texts from the rules',
      );
    }
  }
  const rewritten = items;
  return {
    figures: figuresOf({ items, excluded, aiProvider, aiFallback }),
    batchCount: planBatchCount(items.length),
    // each batch's JSON made when it is written, between turns of the event loop
    batchAt: (index) => planItemBatchJson(rewritten, index),
  };
}
