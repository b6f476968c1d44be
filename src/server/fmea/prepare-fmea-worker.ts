// Generic zod messages (wrong type, unknown key) must be Turkish on this thread too.
import '../../domain/shared/zod-locale';
import { type TCreateFmea, ZCreateFmeaRequest } from '../../domain/fmea/contract';
import { findNul, NUL_MESSAGE } from '../http/reject-nul';
import { type BodyRefusal, parseJsonBytes, zodRefusal } from '../workers/raw-body-json';
import { type MovedResult, movedResult } from '../workers/moved-result';
import { type JsonBatches, packJsonBatches } from './json-batches';
import { lineInsert } from './lines/line-columns';
import { lineBatchJson } from './lines/write-lines';

/**
 * Lines per INSERT when a new FMEA is written. The embedded database runs each statement on the event
 * loop: 250 lines of ~4 KB took 65-90 ms each (a 177 ms-2.7 s health p99); 40 took 18 ms (median) on a
 * busy machine, 25 about 10 ms.
 * @internal
 */
export const STAGED_BATCH = 25;

type FmeaRefusal = BodyRefusal;

/** A new FMEA ready to write: its header and its lines as JSON batches (insertLineBatch's shape). */
export interface PreparedFmea {
  header: Omit<TCreateFmea, 'rows'>;
  rowCount: number;
  batches: JsonBatches;
}

export type PrepareOutcome = { ok: true; fmea: PreparedFmea } | { ok: false; error: FmeaRefusal };

export interface PrepareFmeaTask {
  body: readonly Uint8Array[];
  fmeaId: string;
  actorId: string;
}

/** NUL check, the route's own schema, then the lines in batches: what the route did, off the event loop. */
export function prepareFmea(json: unknown, fmeaId: string, actorId: string): PrepareOutcome {
  const nul = findNul(json);
  if (nul !== undefined) {
    const field = nul.replace(/^\./, '');
    return {
      ok: false,
      error: { code: 'invalid_character', message: NUL_MESSAGE, ...(field ? { field } : {}) },
    };
  }
  const parsed = ZCreateFmeaRequest.safeParse(json);
  if (!parsed.success) return { ok: false, error: zodRefusal(parsed.error.issues[0]) };
  const { rows, ...header } = parsed.data;
  const texts: string[] = [];
  for (let i = 0; i < rows.length; i += STAGED_BATCH) {
    const lines = rows.slice(i, i + STAGED_BATCH).map((row, k) => lineInsert(fmeaId, row, i + k));
    texts.push(lineBatchJson(lines, actorId));
  }
  return { ok: true, fmea: { header, rowCount: rows.length, batches: packJsonBatches(texts) } };
}

/**
 * Pool task: JSON.parse, zod over up to 20 000 rows and the lines' JSON of a 32 MB body take the main
 * thread for about a second; here they take a pool thread.
 */
export function prepareFmeaTask(task: PrepareFmeaTask): PrepareOutcome | MovedResult<PrepareOutcome> {
  const parsed = parseJsonBytes(task.body);
  if (!parsed.ok) return parsed;
  const outcome = prepareFmea(parsed.json, task.fmeaId, task.actorId);
  // the lines' batches (~35 MB for 11 000 rows) move to the main thread instead of being copied there
  return outcome.ok ? movedResult(outcome, [outcome.fmea.batches.bytes]) : outcome;
}
