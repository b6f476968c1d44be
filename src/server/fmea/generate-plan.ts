import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { FMEA_MESSAGES, type TFmeaPlan, type TPlanItem } from '../../domain/fmea/contract';
import { fmeaPermissions } from '../../domain/fmea/permissions';
import { callableProvider, type AiConfig } from '../ai/ai-config';
import { DEPTH_PROFILES } from '../ai/depth-profiles';
import type { Db } from '../db/database';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { forbidden, notFound } from '../http/app-error';
import { readOrgSettings } from '../org-kit/org-settings-store';
import { rewritePlanTexts } from './ai-plan-rewrite';
import type { WorkerPool } from '../workers/worker-pool';
import type { BuildPlanTask, BuiltPlan } from './build-plan-worker';
import { readFmeaRows } from './lines/read-lines';
import { figuresOf, packPlan, type PlanFigures } from './plan-storage';
import { readFmeaSettings } from './fmea-settings-store';

/** Turkish note on the plan when the model was asked but the rules' texts were kept. */
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
 * Yönetici), so reopening it shows the same plan.
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
  const rows = await readFmeaRows(db, id);

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
  const task: BuildPlanTask = {
    rows,
    settings: { apCells, rpnBands, timelineDays },
    pack: provider === null,
  };
  const built = await workers.run<BuiltPlan>('buildFmeaPlan', task);
  let packed: string;
  let figures: PlanFigures;
  if (built.packed) {
    ({ text: packed, figures } = built);
  } else {
    let items: TPlanItem[] = built.items;
    let aiProvider: string | null = null;
    let aiFallback: string | null = null;
    if (provider && items.length > 0) {
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
    const plan = { items, excluded: built.excluded, aiProvider, aiFallback };
    packed = packPlan(plan);
    figures = figuresOf(plan);
  }
  const stale = await db.transaction(async (tx) => {
    // Locked so a concurrent delete or row edit is ordered with this write.
    const [current] = await tx
      .select({ rowsUpdatedAt: fmeas.rowsUpdatedAt })
      .from(fmeas)
      .where(eq(fmeas.id, id))
      .for('update')
      .limit(1);
    if (!current) throw notFound(FMEA_MESSAGES.notFound);
    await tx.update(fmeaContents).set({ plan: packed }).where(eq(fmeaContents.fmeaId, id));
    await tx
      .update(fmeas)
      .set({ planItemCount: figures.itemCount, planGeneratedAt: startedAt, updatedAt: new Date() })
      .where(eq(fmeas.id, id));
    return current.rowsUpdatedAt.getTime() > startedAt.getTime();
  });
  return { ...figures, generatedAt: startedAt.toISOString(), stale };
}
