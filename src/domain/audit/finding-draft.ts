import type { TAuditDocumentType, TFindingEvidence } from './contract';
import type { DraftMessage } from './messages/message-params';
import type { MappedRow, MappedTable } from './tables/mapped-table';
import { quote } from './text/blank';
import type { TAuditRuleId } from './rules';

/**
 * A finding before the report numbers and sorts it; the rule supplies category, clause, priority and
 * title (a message may carry its own title template, naming the file).
 */
export interface FindingDraft {
  readonly ruleId: TAuditRuleId;
  /**
   * The description and specific recommendation as a key and parameters (messages/): the Turkish
   * text is rendered from it for the API, each screen renders its own language from the same key.
   */
  readonly message: DraftMessage;
  /** Overrides the rule's document type (document-level rules use the document's own type). */
  readonly documentType?: TAuditDocumentType;
  readonly evidence: TFindingEvidence;
  /** Every row the finding concerns, in order (the evidence quotes the first). */
  readonly rows?: readonly TFindingEvidence[];
}

// A row of a list quotes less than the evidence: a finding may list thousands.
const ROW_QUOTE = 80;

/** The evidence of each listed row of a mapped table, quoting `text(row)`. */
export function rowsAt<F extends string, R extends MappedRow<F>>(
  table: MappedTable<F>,
  rows: readonly R[],
  text: (row: R) => string | null,
): TFindingEvidence[] {
  return rows.map((row) => {
    const quoted = text(row);
    return {
      documentId: table.documentId,
      file: table.file,
      sheetOrPage: table.sheetOrPage,
      row: row.row,
      cellText: quoted === null || quoted === '' ? null : quote(quoted, ROW_QUOTE),
    };
  });
}

/** Evidence at a row of a mapped table, quoting one cell (or the header when no row is given). */
export function evidenceAt<F extends string>(
  table: MappedTable<F>,
  row: MappedRow<F> | null,
  cellText: string | null,
): TFindingEvidence {
  return {
    documentId: table.documentId,
    file: table.file,
    sheetOrPage: table.sheetOrPage,
    row: row?.row ?? table.headerRow,
    cellText: cellText === null || cellText === '' ? null : quote(cellText, 300),
  };
}

/** Evidence naming a whole document (unreadable, empty). */
export function evidenceOfDocument(
  documentId: string,
  file: string,
  cellText: string | null = null,
): TFindingEvidence {
  return { documentId, file, sheetOrPage: null, row: null, cellText };
}
