import { MessageChannel } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { ZAuditDocumentRef, type TAuditDocumentRef } from '../../domain/audit/api-contract';
import {
  AUDIT_STAGES,
  ZExtractedDocument,
  type TAuditProgress,
  type TAuditReport,
  type TExtractedDocument,
} from '../../domain/audit/contract';
import type { AppContext } from '../app-context';
import { audits } from '../db/schema-audit';
import { AppError } from '../http/app-error';
import { isOutOfMemory } from '../workers/worker-pool';
import { DELETED_BEFORE_READ, problem, type ReadResult } from '../documents/read-result';
import { readOrgSettings } from '../org-kit/org-settings-store';
import type { ReadDocumentTask } from '../documents/read-document-task';
import type { ClaimedJob } from './audit-queue';
import { aiReview, withAiObservations } from './ai-review';
import { readAuditSettings } from './audit-settings';
import type { AuditEngineTask } from './audit-engine-task';
import { releaseDocuments } from './start-audit';

const BUSY_RETRY_MS = 1_000;

/** A document over its reading budget: the finding's detail (Turkish, about the document). */
const readBudgetDetail = {
  time: (seconds: number) =>
    `okuma süre sınırı aşıldı: ${seconds.toLocaleString('tr-TR')} saniyede bitmedi (çok büyük veya bozuk yapılı dosya)`,
  memory: (mb: number) =>
    `okuma bellek sınırı aşıldı: okuyucu ${mb.toLocaleString('tr-TR')} MB belleği geçti (çok büyük veya bozuk yapılı dosya)`,
};

const AUDIT_FAILED_MESSAGE =
  'Denetim tamamlanamadı: dokümanlar okunurken sunucu art arda durdu. Dokümanları kontrol edip yeniden deneyin.';

const reading = (completed = 0): TAuditProgress => ({
  stage: 'reading',
  state: 'running',
  completed,
  total: AUDIT_STAGES.length,
});

/**
 * The audit job: reads each stored document in a child process of the budgeted pool, runs the rules engine on a worker
 * thread with its five stages written live to the audit row (realtime trigger), adds the optional AI
 * review, and stores the report with the documents 'Analiz Edildi' — all writes only while this
 * instance still holds the job's lease. Run again from the start after a crash (reading is idempotent).
 */
export async function runAuditJob(ctx: AppContext, job: ClaimedJob): Promise<void> {
  const [audit] = await ctx.db
    .select({ documents: audits.documents })
    .from(audits)
    .where(eq(audits.id, job.auditId));
  if (!audit) return; // deleted while queued
  const refs = ZAuditDocumentRef.array().catch([]).parse(audit.documents);
  const ids = refs.map((ref) => ref.id);
  if (job.exhausted) return failAudit(ctx, job, ids);
  try {
    const held = await job.whileHeld(async (tx) => {
      await tx
        .update(audits)
        .set({ status: 'running', progress: reading(), startedAt: new Date(), error: null })
        .where(eq(audits.id, job.auditId));
      return true;
    });
    if (!held) return;
    const settings = await readAuditSettings(ctx.db);
    const documents: TExtractedDocument[] = [];
    for (const ref of refs) {
      documents.push(await readStoredDocument(ctx, ref, job.signal));
    }
    const progress = new ProgressWriter(ctx, job);
    let report = await runEngine(ctx, documents, settings, (p) => progress.push(p), job.signal);
    await progress.flushed();
    let aiReviewed = false;
    if (settings.aiReview) {
      const review = await aiReview(await readOrgSettings(ctx.db), documents, report, job.signal);
      report = withAiObservations(report, review.findings);
      aiReviewed = review.skipped === null;
    }
    await job.whileHeld(async (tx) => {
      // Documents first: their 'Analiz Edildi' reaches the screens before the audit's 'done', which
      // moves the view to the report (NOTIFYs of one transaction arrive in statement order).
      await releaseDocuments(tx, ids, 'analyzed');
      await tx
        .update(audits)
        .set({
          status: 'done',
          report,
          aiReviewed,
          progress: {
            stage: 'linkage',
            state: 'done',
            completed: AUDIT_STAGES.length,
            total: AUDIT_STAGES.length,
          },
          finishedAt: new Date(),
        })
        .where(eq(audits.id, job.auditId));
    });
  } catch (error) {
    if (job.signal.aborted) throw error;
    if (job.lastAttempt) return failAudit(ctx, job, ids);
    throw error;
  }
}

async function failAudit(ctx: AppContext, job: ClaimedJob, ids: string[]): Promise<void> {
  await job.whileHeld(async (tx) => {
    await tx
      .update(audits)
      .set({ status: 'failed', error: AUDIT_FAILED_MESSAGE, finishedAt: new Date(), progress: null })
      .where(eq(audits.id, job.auditId));
    await releaseDocuments(tx, ids, 'uploaded');
  });
}

/** A stored document read by the budgeted pool (create-context.ts), bounded in time and memory. */
async function readStoredDocument(
  ctx: AppContext,
  ref: TAuditDocumentRef,
  signal: AbortSignal,
): Promise<TExtractedDocument> {
  // Beside PGlite the reader opens the document's file itself; from PostgreSQL the bytea travels.
  const location = await ctx.database.documents.locate(ref.id);
  const result: ReadResult = location
    ? await readOffTheLoop(ctx, location, signal)
    : problem('corrupt', DELETED_BEFORE_READ);
  return ZExtractedDocument.parse({ id: ref.id, name: ref.name, type: ref.type, ...result });
}

/**
 * One document in a child process of the budgeted pool (create-context.ts): past the time budget its
 * child is ended (abort), past the memory budget V8 ends it; either way the document becomes a finding.
 */
async function readOffTheLoop(
  ctx: AppContext,
  task: ReadDocumentTask,
  signal: AbortSignal,
): Promise<ReadResult> {
  const { timeMs, memoryMb } = ctx.config.documentRead;
  const timeLimit = AbortSignal.timeout(timeMs);
  for (;;) {
    signal.throwIfAborted();
    try {
      return await ctx.workers.run<ReadResult>('readAuditDocument', task, {
        signal: AbortSignal.any([signal, timeLimit]),
      });
    } catch (error) {
      signal.throwIfAborted();
      if (timeLimit.aborted) {
        return problem('too-large', readBudgetDetail.time(timeMs / 1000));
      }
      if (isOutOfMemory(error)) return problem('too-large', readBudgetDetail.memory(memoryMb));
      // The pool is full of other heavy work: wait for a reader instead of failing the audit.
      if (error instanceof AppError && error.statusCode === 503 && error.code === 'server_busy') {
        await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
        continue;
      }
      if (error instanceof AppError) throw error;
      // The reader's process died otherwise (a crash on a hostile file): that document is unreadable.
      return problem('corrupt', 'dosya okunurken okuyucu durdu');
    }
  }
}

async function runEngine(
  ctx: AppContext,
  documents: TExtractedDocument[],
  settings: AuditEngineTask['settings'],
  onProgress: (progress: TAuditProgress) => void,
  signal: AbortSignal,
): Promise<TAuditReport> {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (progress: TAuditProgress) => onProgress(progress));
  try {
    for (;;) {
      try {
        const task: AuditEngineTask = { documents, settings, port: port2 };
        return await ctx.workers.run<TAuditReport>('runAuditEngine', task, { signal, transferList: [port2] });
      } catch (error) {
        signal.throwIfAborted();
        if (error instanceof AppError && error.statusCode === 503 && error.code === 'server_busy') {
          await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
          continue;
        }
        throw error;
      }
    }
  } finally {
    port1.close();
  }
}

/** Writes stage changes to the audit row in order, one at a time (each write is a realtime event). */
class ProgressWriter {
  private chain: Promise<unknown> = Promise.resolve();
  constructor(
    private readonly ctx: AppContext,
    private readonly job: ClaimedJob,
  ) {}

  push(progress: TAuditProgress): void {
    this.chain = this.chain
      .then(() =>
        this.job.whileHeld((tx) =>
          tx.update(audits).set({ progress }).where(eq(audits.id, this.job.auditId)),
        ),
      )
      .catch(() => undefined);
  }

  flushed(): Promise<unknown> {
    return this.chain;
  }
}
