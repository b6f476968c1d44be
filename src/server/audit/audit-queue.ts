import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../db/database';
import { auditJobs } from '../db/schema-audit';

/** NOTIFY channel a new job is announced on, so an idle instance starts it at once. */
export const AUDIT_JOBS_CHANNEL = 'kalite_audit_jobs';

export interface AuditQueueOptions {
  /** A lease not heart-beaten for this long belongs to a dead instance: the job is claimed again. */
  leaseMs?: number;
  heartbeatMs?: number;
  /** How often an instance looks for due jobs without a NOTIFY (missed notices, expired leases). */
  pollMs?: number;
  /** Claims of one job at most (a file that kills its thread every time must not loop forever). */
  maxAttempts?: number;
  /** Jobs this instance runs at once. */
  concurrency?: number;
}

/** What the queue hands a job: its id, which try this is, and a signal that aborts on shutdown or a lost lease. */
export interface ClaimedJob {
  auditId: string;
  attempt: number;
  lastAttempt: boolean;
  /** Claimed more often than allowed (it took its instance down each time): fail it, do not run it. */
  exhausted: boolean;
  signal: AbortSignal;
  /** Runs `write` only while this instance still holds the job (in one transaction with the check). */
  whileHeld<T>(write: (tx: Db) => Promise<T>): Promise<T | null>;
}

export type AuditJobRunner = (job: ClaimedJob) => Promise<void>;

const DEFAULTS = { leaseMs: 30_000, heartbeatMs: 10_000, pollMs: 5_000, maxAttempts: 3, concurrency: 1 };

/**
 * The audits' background-job queue, in PostgreSQL (PGlite or a server): a job is claimed with
 * `SELECT … FOR UPDATE SKIP LOCKED`, so several instances never take the same one, and held by a
 * heart-beaten lease, so a job of an instance that died (kill -9, lost machine) is claimed again once
 * its lease runs out. On PGlite one process owns the data directory: at start every 'running' job is
 * a dead process's and is re-queued at once.
 */
export class AuditQueue {
  readonly instanceId = randomUUID();
  private readonly options: Required<AuditQueueOptions>;
  private readonly running = new Map<string, AbortController>();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private ticking: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly runner: AuditJobRunner,
    options: AuditQueueOptions = {},
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  private get db(): Db {
    return this.database.db;
  }

  async start(): Promise<void> {
    if (this.database.kind === 'pglite') {
      await this.db
        .update(auditJobs)
        .set({ state: 'queued', lockedBy: null, lockedUntil: null })
        .where(eq(auditJobs.state, 'running'));
    }
    this.unlisten = await this.database.listen(AUDIT_JOBS_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due jobs now (a NOTIFY, a finished job, the poll timer). */
  wake(): void {
    if (this.closed) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Jobs running on this instance now. */
  get activeCount(): number {
    return this.running.size;
  }

  /**
   * Stops claiming, aborts this instance's jobs and hands them back to the queue, so another instance
   * (or this one after a restart) takes them without waiting for the lease to run out.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    const ids = [...this.running.keys()];
    for (const controller of this.running.values()) controller.abort();
    await this.ticking?.catch(() => undefined);
    if (ids.length > 0) {
      await this.db
        .update(auditJobs)
        .set({ state: 'queued', lockedBy: null, lockedUntil: null })
        .where(
          and(
            inArray(auditJobs.auditId, ids),
            eq(auditJobs.lockedBy, this.instanceId),
            eq(auditJobs.state, 'running'),
          ),
        )
        .catch(() => undefined);
    }
  }

  private async tick(): Promise<void> {
    while (!this.closed && this.running.size < this.options.concurrency) {
      const claimed = await this.claim();
      if (!claimed) return;
      this.launch(claimed.auditId, claimed.attempts);
    }
  }

  private async claim(): Promise<{ auditId: string; attempts: number } | null> {
    const leaseUntil = sql`now() + ${`${this.options.leaseMs} milliseconds`}::interval`;
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ auditId: auditJobs.auditId })
        .from(auditJobs)
        .where(
          or(
            eq(auditJobs.state, 'queued'),
            and(eq(auditJobs.state, 'running'), lt(auditJobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(auditJobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [job] = await tx
        .update(auditJobs)
        .set({
          state: 'running',
          lockedBy: this.instanceId,
          lockedUntil: leaseUntil,
          attempts: sql`${auditJobs.attempts} + 1`,
        })
        .where(eq(auditJobs.auditId, due.auditId))
        .returning({ auditId: auditJobs.auditId, attempts: auditJobs.attempts });
      return job ?? null;
    });
  }

  private launch(auditId: string, attempts: number): void {
    const controller = new AbortController();
    this.running.set(auditId, controller);
    const heartbeat = setInterval(() => {
      void this.renewLease(auditId).then((held) => {
        if (!held) controller.abort();
      }, this.onError);
    }, this.options.heartbeatMs);
    heartbeat.unref();
    const job: ClaimedJob = {
      auditId,
      attempt: attempts,
      lastAttempt: attempts >= this.options.maxAttempts,
      exhausted: attempts > this.options.maxAttempts,
      signal: controller.signal,
      whileHeld: (write) => this.whileHeld(auditId, write),
    };
    void this.runner(job)
      .then(
        () => this.finish(auditId, 'done'),
        async (error: unknown) => {
          if (controller.signal.aborted) return;
          this.onError(error);
          await this.finish(auditId, job.lastAttempt ? 'failed' : 'queued');
        },
      )
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        clearInterval(heartbeat);
        this.running.delete(auditId);
        this.wake();
      });
  }

  private async renewLease(auditId: string): Promise<boolean> {
    const renewed = await this.db
      .update(auditJobs)
      .set({ lockedUntil: sql`now() + ${`${this.options.leaseMs} milliseconds`}::interval` })
      .where(
        and(
          eq(auditJobs.auditId, auditId),
          eq(auditJobs.lockedBy, this.instanceId),
          eq(auditJobs.state, 'running'),
        ),
      )
      .returning({ auditId: auditJobs.auditId });
    return renewed.length > 0;
  }

  private async whileHeld<T>(auditId: string, write: (tx: Db) => Promise<T>): Promise<T | null> {
    return this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ auditId: auditJobs.auditId })
        .from(auditJobs)
        .where(
          and(
            eq(auditJobs.auditId, auditId),
            eq(auditJobs.lockedBy, this.instanceId),
            eq(auditJobs.state, 'running'),
          ),
        )
        .for('update');
      if (!held) return null;
      return write(tx as unknown as Db);
    });
  }

  private async finish(auditId: string, state: 'done' | 'failed' | 'queued'): Promise<void> {
    await this.db
      .update(auditJobs)
      .set({ state, lockedBy: null, lockedUntil: null })
      .where(and(eq(auditJobs.auditId, auditId), eq(auditJobs.lockedBy, this.instanceId)));
  }
}
