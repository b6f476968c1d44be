import type { TWorkbookGrid } from '../../domain/fmea/import/workbook';
import { AppError } from '../http/app-error';
import type { WorkerPool } from '../workers/worker-pool';
import type { SpreadsheetOutcome } from './read-spreadsheet';

/** The bytes' own memory moves to the thread without a copy; a slice of Node's shared pool is copied. */
export function transferable(bytes: Uint8Array): ArrayBuffer[] {
  const memory = bytes.buffer;
  const owned =
    memory instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === memory.byteLength;
  return owned ? [memory] : [];
}

/**
 * Reads an .xlsx/.xlsm/.xls/.csv on a pool thread into plain sheets (merges forward-filled, cached
 * formula values). A refused file becomes an AppError with its status (400/413/415) and Turkish
 * message. `bytes` must not be used after the call (its memory may move to the thread).
 */
export async function readSpreadsheetInWorker(
  pool: WorkerPool,
  bytes: Uint8Array,
  options: { csvSheetName?: string; signal?: AbortSignal } = {},
): Promise<TWorkbookGrid> {
  const outcome = await pool.run<SpreadsheetOutcome>(
    'readSpreadsheet',
    { bytes, csvSheetName: options.csvSheetName },
    { signal: options.signal, transferList: transferable(bytes) },
  );
  if (!outcome.ok) throw new AppError(outcome.error.status, outcome.error.code, outcome.error.message);
  return outcome.workbook;
}
