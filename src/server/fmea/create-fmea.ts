import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { FMEA_MESSAGES, type TFmea } from '../../domain/fmea/contract';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { AppError, notFound } from '../http/app-error';
import { RawBody } from '../workers/raw-body';
import type { WorkerPool } from '../workers/worker-pool';
import { getFmea } from './fmea-queries';
import { jsonBatchAt } from './json-batches';
import { insertLineBatch } from './lines/write-lines';
import {
  type PreparedFmea,
  type PrepareFmeaTask,
  type PrepareOutcome,
  prepareFmea,
} from './prepare-fmea-worker';
import { fmeaSearchText } from './stored-rows';

/** How old an unfinished FMEA must be before the start-up clean-up removes it (another instance may be writing one). */
const UNFINISHED_AFTER_MINUTES = 10;

/**
 * POST /api/fmeas: the raw body is parsed and validated, and its lines turned into insert batches, on a
 * pool thread; then the FMEA is written unseen (`ready` false), a batch of lines per short statement,
 * and shown in one last update. The embedded database is never held for long, so other users' requests
 * (the health probe among them) pass between batches. Nothing is acknowledged before the last update.
 */
export async function createFmea(
  db: Db,
  workers: WorkerPool,
  actor: TUser,
  body: unknown,
  signal?: AbortSignal,
): Promise<TFmea> {
  const id = randomUUID();
  let outcome: PrepareOutcome;
  if (body instanceof RawBody) {
    const task: PrepareFmeaTask = { body: body.parts, fmeaId: id, actorId: actor.id };
    outcome = await workers.run<PrepareOutcome>('prepareFmea', task, {
      signal,
      transferList: body.transferList,
    });
  } else {
    outcome = prepareFmea(body, id, actor.id);
  }
  if (!outcome.ok) throw new AppError(400, outcome.error.code, outcome.error.message, outcome.error.field);
  await writeStaged(db, actor, id, outcome.fmea);
  const fmea = await getFmea(db, id, actor);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  return fmea;
}

async function writeStaged(db: Db, actor: TUser, id: string, prepared: PreparedFmea): Promise<void> {
  const { header } = prepared;
  await db.transaction(async (tx) => {
    await tx.insert(fmeas).values({
      id,
      name: header.name,
      partOrProcess: header.partOrProcess,
      ownerId: actor.id,
      sourceFileName: header.sourceFileName,
      rowCount: prepared.rowCount,
      searchText: fmeaSearchText(header),
      ready: false,
    });
    await tx.insert(fmeaContents).values({ fmeaId: id });
  });
  try {
    for (let i = 0; i < prepared.batches.ends.length; i += 1) {
      // one statement, atomic on its own: no BEGIN/COMMIT round trips around it
      await insertLineBatch(db, jsonBatchAt(prepared.batches, i));
    }
    const now = new Date();
    await db
      .update(fmeas)
      .set({ ready: true, createdAt: now, updatedAt: now, rowsUpdatedAt: now })
      .where(eq(fmeas.id, id));
  } catch (error) {
    // never acknowledged: nothing of it stays (a crash instead is cleaned at the next start)
    await db
      .delete(fmeas)
      .where(eq(fmeas.id, id))
      .catch(() => undefined);
    throw error;
  }
}

/** Removes FMEAs a crash left half-written (never acknowledged to anyone); run once at start. */
export async function removeUnfinishedFmeas(
  db: Db,
  olderThanMinutes = UNFINISHED_AFTER_MINUTES,
): Promise<number> {
  const removed = await queryRows<{ id: string }>(
    db,
    sql`delete from fmeas where not ready and created_at < now() - make_interval(mins => ${olderThanMinutes}) returning id`,
  );
  return removed.length;
}
