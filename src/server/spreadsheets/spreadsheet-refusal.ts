import { FMEA_IMPORT_MESSAGES } from '../../domain/fmea/import/contract';
import { CONTAINER_MESSAGES } from '../../domain/shared/container-messages';

/** Why a file is not read; the route answers `status` with the Turkish message. */
export interface SpreadsheetRefusal {
  status: 400 | 413 | 415;
  code: string;
  message: string;
}

/** Thrown inside the readers; caught once and returned as a plain value (it crosses the worker boundary). */
export class SpreadsheetRefused extends Error {
  constructor(readonly refusal: SpreadsheetRefusal) {
    super(refusal.message);
  }
}

export const REFUSALS = {
  empty: { status: 400, code: 'empty_file', message: FMEA_IMPORT_MESSAGES.emptyFile },
  tooLarge: { status: 413, code: 'file_too_large', message: FMEA_IMPORT_MESSAGES.tooLarge },
  unsupported: { status: 415, code: 'unsupported_file_type', message: FMEA_IMPORT_MESSAGES.unsupportedType },
  unreadable: { status: 400, code: 'unreadable_file', message: FMEA_IMPORT_MESSAGES.unreadable },
  encrypted: { status: 400, code: 'encrypted_file', message: FMEA_IMPORT_MESSAGES.encrypted },
  expanded: { status: 413, code: 'expanded_too_large', message: FMEA_IMPORT_MESSAGES.expandedTooLarge },
  malformedContainer: { status: 415, code: 'malformed_container', message: CONTAINER_MESSAGES.malformed },
  cells: { status: 413, code: 'too_many_cells', message: FMEA_IMPORT_MESSAGES.tooManyCells },
} as const satisfies Record<string, SpreadsheetRefusal>;
