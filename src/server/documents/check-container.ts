import type { TDocumentFormat } from '../../domain/audit/api-contract';
import { DEFAULT_ZIP_LIMITS } from '../spreadsheets/zip-guard';
import { checkZipContainer, ZipRefused, type ZipRefusalKind } from '../spreadsheets/zip-container';
import { ZIP_LIMITS } from './zip-archive';

/** A pool task: one Office file's bytes (copied, the caller keeps them) and what it was detected as. */
export interface CheckContainerTask {
  bytes: Uint8Array;
  format: TDocumentFormat;
}

export type ContainerOutcome = { ok: true } | { ok: false; kind: ZipRefusalKind; detail: string };

/** The zip formats and the budget of the reader that will open each. */
export function containerBudget(format: TDocumentFormat) {
  if (format === 'xlsx') return DEFAULT_ZIP_LIMITS;
  if (format === 'docx' || format === 'pptx') return ZIP_LIMITS;
  return null;
}

/**
 * Runs on a worker thread: the container guard (directory against local headers, bounded inflation)
 * with the budget its reader applies later, so an upload is refused for what the audit would refuse.
 */
export function checkContainerTask(task: CheckContainerTask): ContainerOutcome {
  const budget = containerBudget(task.format);
  if (!budget) return { ok: true };
  try {
    checkZipContainer(task.bytes, budget);
    return { ok: true };
  } catch (error) {
    if (error instanceof ZipRefused) return { ok: false, kind: error.kind, detail: error.detail };
    throw error;
  }
}
