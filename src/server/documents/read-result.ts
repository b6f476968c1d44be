import type { TAuditTableInput, TReadProblem } from '../../domain/audit/contract';
import {
  MAX_CELL_LENGTH,
  MAX_DOCUMENT_TEXT,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
} from '../../domain/audit/contract';

/** What a reader gives back: tables and text, or why the file could not be read (never a throw). */
export interface ReadResult {
  tables: TAuditTableInput[];
  text: string;
  readProblem?: TReadProblem;
}

export const problem = (code: TReadProblem['code'], detail?: string): ReadResult => ({
  tables: [],
  text: '',
  readProblem: detail === undefined ? { code } : { code, detail: detail.slice(0, 500) },
});

/** Whitespace of a cell made single spaces (keeps line breaks a header such as 'Process\nStep' needs). */
function cleanCell(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim()
    .slice(0, MAX_CELL_LENGTH);
}

/** Rows of cell strings → a bounded engine table; rows numbered from 1 in source order. */
export function tableFromRows(
  rows: readonly (readonly string[])[],
  where: { page?: number; sheet?: string; headerRow?: number | null } = {},
): TAuditTableInput {
  return {
    ...where,
    rows: rows.slice(0, MAX_TABLE_ROWS).map((cells, index) => ({
      row: index + 1,
      cells: cells.slice(0, MAX_TABLE_COLUMNS).map(cleanCell),
    })),
  };
}

/** True when a table has at least one non-empty cell. */
export const hasContent = (rows: readonly (readonly string[])[]) =>
  rows.some((cells) => cells.some((cell) => cell.trim() !== ''));

export const boundedText = (text: string) => text.slice(0, MAX_DOCUMENT_TEXT);

/** The reader found no bytes: the document was deleted after the audit named it. */
export const DELETED_BEFORE_READ = 'doküman denetim başlamadan silindi';
