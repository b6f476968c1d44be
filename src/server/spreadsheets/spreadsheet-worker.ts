// Generic zod messages must be Turkish on this thread too.
import '../../domain/shared/zod-locale';
import type { TFmeaMappingOverride, TTemplateChoice } from '../../domain/fmea/import/contract';
import type { ImportTemplate } from '../../domain/fmea/import/template-contract';
import type { ApCells } from '../../domain/fmea/plan/ap-table';
import { importFmeaWorkbook, type FmeaImportOutcome } from '../../domain/fmea/import/import-fmea';
import { readSpreadsheet } from './read-spreadsheet';

export interface ImportFmeaTask {
  bytes: Uint8Array;
  fileName: string;
  sheet?: string | undefined;
  mapping?: TFmeaMappingOverride | undefined;
  /** The organisation's AP table (the file's AP is compared with it). */
  apCells?: ApCells | undefined;
  /** The organisation's mapping templates, latest changed first, and the review's choice. */
  templates?: ImportTemplate[] | undefined;
  template?: TTemplateChoice | undefined;
}

/**
 * Pool task: read the file and import its FMEA in one go, so neither the unzip/XML parse nor the
 * header search and 10 000-row mapping runs on the event loop; only the answer crosses back.
 */
export function importFmeaTask(task: ImportFmeaTask): FmeaImportOutcome {
  const read = readSpreadsheet(task.bytes, 'CSV');
  if (!read.ok) return { ok: false, error: read.error };
  return importFmeaWorkbook(read.workbook, {
    fileName: task.fileName,
    sheet: task.sheet,
    mapping: task.mapping,
    apCells: task.apCells,
    templates: task.templates,
    template: task.template,
  });
}
