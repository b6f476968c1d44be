import type { TAuditDocumentType, TFindingEvidence } from './contract';
import { FINDING_TEXT_TR } from './messages/finding-text-tr';
import type { DraftMessage } from './messages/message-params';
import { partsText, renderMessageParts } from './messages/render-message';
import type { MappedRow, MappedTable } from './tables/mapped-table';
import { quote } from './text/blank';
import type { TAuditRuleId } from './rules';

/** A finding before the report numbers and sorts it; the rule supplies category, clause and priority. */
export interface FindingDraft {
  readonly ruleId: TAuditRuleId;
  /**
   * The description and specific recommendation as a key and parameters (messages/): the Turkish
   * text is rendered from it for the API, each screen renders its own language from the same key.
   */
  readonly message: DraftMessage;
  /** Specific title; the rule's title when absent. */
  readonly title?: string;
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

/** A draft's Turkish description and recommendation (the rule's general one when the message has none). */
export function draftText(draft: FindingDraft): { description: string; recommendation: string } {
  const render = (which: 'description' | 'recommendation') => {
    const parts = renderMessageParts(draft.message, draft.ruleId, which, FINDING_TEXT_TR);
    // Every key of a draft has Turkish text (typed): a null here is a programming error.
    if (parts === null) throw new Error(`No Turkish text for ${draft.message.key}`);
    return partsText(parts);
  };
  return { description: render('description'), recommendation: render('recommendation') };
}
