import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditJobs, audits } from '../db/schema-audit';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { AuditQueue, type ClaimedJob } from './audit-queue';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function queuedAudit(): Promise<string> {
  const [audit] = await database.db.insert(audits).values({ documents: [] }).returning({ id: audits.id });
  await database.db.insert(auditJobs).values({ auditId: audit!.id });
  return audit!.id;
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const stateOf = async (id: string) =>
  (await database.db.select().from(auditJobs).where(eq(auditJobs.auditId, id)))[0];

describe('the Postgres-backed audit queue', () => {
  it('gives each job to one instance only (FOR UPDATE SKIP LOCKED), even with several claiming at once', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => queuedAudit()));
    const second = await database.openSecondHandle();
    const ran: string[] = [];
    const runner = async (job: ClaimedJob) => {
      ran.push(job.auditId);
      await new Promise((r) => setTimeout(r, 30));
    };
    const queues = [
      new AuditQueue(database, runner, { concurrency: 2 }),
      new AuditQueue(second, runner, { concurrency: 2 }),
    ];
    await Promise.all(queues.map((q) => q.start()));
    await until(async () => (await Promise.all(ids.map(stateOf))).every((job) => job?.state === 'done'));
    await Promise.all(queues.map((q) => q.close()));
    expect(ran.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });

  it('claims again a job whose instance stopped heart-beating (lease ran out), and counts the attempts', async () => {
    const id = await queuedAudit();
    // An instance that claimed the job and died: its lease is in the past.
    await database.db
      .update(auditJobs)
      .set({
        state: 'running',
        lockedBy: 'dead-instance',
        lockedUntil: new Date(Date.now() - 1000),
        attempts: 1,
      })
      .where(eq(auditJobs.auditId, id));
    const attempts: number[] = [];
    const queue = new AuditQueue(database, async (job) => void attempts.push(job.attempt), { pollMs: 50 });
    // Start without the PGlite start-up reset, so the lease is what frees the job.
    Object.defineProperty(queue, 'database', { value: { ...database, kind: 'postgres' } });
    await queue.start();
    await until(async () => (await stateOf(id))?.state === 'done');
    await queue.close();
    expect(attempts).toEqual([2]);
  });

  it('leaves a job held by a live lease alone, and a failing job goes back to the queue until its last attempt', async () => {
    const held = await queuedAudit();
    await database.db
      .update(auditJobs)
      .set({ state: 'running', lockedBy: 'alive', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(auditJobs.auditId, held));
    const failing = await queuedAudit();
    const seen: { id: string; attempt: number; last: boolean }[] = [];
    const queue = new AuditQueue(
      database,
      async (job) => {
        seen.push({ id: job.auditId, attempt: job.attempt, last: job.lastAttempt });
        throw new Error('reader crashed');
      },
      { pollMs: 30, maxAttempts: 3 },
    );
    Object.defineProperty(queue, 'database', { value: { ...database, kind: 'postgres' } });
    await queue.start();
    await until(async () => (await stateOf(failing))?.state === 'failed');
    await queue.close();
    expect(seen.filter((s) => s.id === held)).toEqual([]);
    expect(seen.filter((s) => s.id === failing)).toEqual([
      { id: failing, attempt: 1, last: false },
      { id: failing, attempt: 2, last: false },
      { id: failing, attempt: 3, last: true },
    ]);
    await database.db.update(auditJobs).set({ state: 'done' }).where(eq(auditJobs.auditId, held));
  });

  it('hands its running jobs back to the queue when it closes (graceful shutdown)', async () => {
    const id = await queuedAudit();
    let started = false;
    const queue = new AuditQueue(database, (job) => {
      started = true;
      return new Promise((_resolve, reject) =>
        job.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    });
    await queue.start();
    await until(() => started);
    await queue.close();
    expect(await stateOf(id)).toMatchObject({ state: 'queued', lockedBy: null });
    await database.db.delete(audits).where(eq(audits.id, id));
  });
});
