import type { FastifyRequest } from 'fastify';
import {
  FMEA_IMPORT_MESSAGES,
  type TFmeaImportQuery,
  type TFmeaImportResult,
} from '../../../domain/fmea/import/contract';
import type { FmeaImportOutcome } from '../../../domain/fmea/import/import-fmea';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { TEMPLATE_MESSAGES } from '../../../domain/fmea/import/template-contract';
import { readFmeaSettings } from '../fmea-settings-store';
import { templatesForImport } from './templates/template-store';
import { transferable } from '../../spreadsheets/read-in-worker';
import { REFUSALS } from '../../spreadsheets/spreadsheet-refusal';
import type { ImportFmeaTask } from '../../spreadsheets/spreadsheet-worker';
import { runWithinBudget } from '../../workers/run-within-budget';
import type { WorkerPool } from '../../workers/worker-pool';
import type { AppConfig } from '../../config';
import { READ_BUDGET_MESSAGES } from '../../../domain/shared/container-messages';

type DocumentReadBudget = AppConfig['documentRead'];

const MAX_FILE_NAME = 255;

export const unsupportedType = () =>
  new AppError(REFUSALS.unsupported.status, REFUSALS.unsupported.code, REFUSALS.unsupported.message, 'file');
const tooLarge = () =>
  new AppError(REFUSALS.tooLarge.status, REFUSALS.tooLarge.code, REFUSALS.tooLarge.message, 'file');

/** The base name the browser sent, without any path and control characters, at most 255 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(0, MAX_FILE_NAME);
}

/**
 * The one file of the request. Every part is read to the end, so a second file part is refused
 * (400, the multipart `files: 1` limit) instead of being dropped unseen; other fields are ignored.
 */
async function fileBytes(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw unsupportedType();
  let found: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      found = { bytes: await part.toBuffer(), fileName: cleanFileName(part.filename) };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!found) throw new AppError(400, 'file_missing', FMEA_IMPORT_MESSAGES.fileMissing, 'file');
  return found;
}

/** @fastify/multipart's own errors (size limits, broken bodies) → our codes and Turkish messages. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError(400, 'one_file_only', FMEA_IMPORT_MESSAGES.oneFileOnly, 'file');
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT') return tooLarge();
  if (code === 'FST_FIELDS_LIMIT') return tooLarge();
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError(400, 'invalid_multipart', FMEA_IMPORT_MESSAGES.fileMissing, 'file');
  }
  if (error instanceof Error && /multipart|boundary|Unexpected end of form/i.test(error.message)) {
    return new AppError(400, 'invalid_multipart', FMEA_IMPORT_MESSAGES.fileMissing, 'file');
  }
  return error;
}

/**
 * POST /api/fmea/import: takes the uploaded file, then reads and maps it on a pool thread
 * (spreadsheet-worker.ts) within the document-reading budget (a 413 past its time or heap);
 * refusals keep their status (400/413/415/422) and Turkish message.
 */
export async function importFmeaFile(
  pool: WorkerPool,
  db: Db,
  request: FastifyRequest,
  query: TFmeaImportQuery,
  signal: AbortSignal | undefined,
  budget: DocumentReadBudget,
): Promise<TFmeaImportResult> {
  const { bytes, fileName } = await fileBytes(request);
  // The file's AP is compared with the organisation's AP table, the one its plan will use.
  const { apCells } = await readFmeaSettings(db);
  const templates = await templatesForImport(db);
  // A template chosen in the review that no longer exists (deleted meanwhile) is a 404, not "none".
  if (
    query.template !== undefined &&
    query.template !== 'none' &&
    !templates.some((t) => t.id === query.template)
  )
    throw new AppError(404, 'not_found', TEMPLATE_MESSAGES.notFound, 'template');
  const task: ImportFmeaTask = {
    bytes,
    fileName,
    sheet: query.sheet,
    mapping: query.mapping,
    apCells,
    templates,
    template: query.template,
  };
  // Only the reading is budgeted, not the upload before it (a slow link is not a hostile file).
  const outcome = await runWithinBudget<FmeaImportOutcome>(
    pool,
    'importFmea',
    task,
    { timeMs: budget.timeMs, signal, transferList: transferable(bytes) },
    (kind) =>
      new AppError(
        413,
        'read_budget_exceeded',
        kind === 'time'
          ? READ_BUDGET_MESSAGES.time(budget.timeMs / 1000)
          : READ_BUDGET_MESSAGES.memory(budget.memoryMb),
        'file',
      ),
  );
  if (!outcome.ok) {
    const { status, code, message, field } = outcome.error;
    throw new AppError(
      status,
      code,
      message,
      field ?? (status === 415 || status === 413 ? 'file' : undefined),
    );
  }
  return outcome.result;
}
