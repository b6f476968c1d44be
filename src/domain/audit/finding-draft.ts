import type { TAuditDocumentType, TFindingEvidence } from './contract';
import type { MappedRow, MappedTable } from './tables/mapped-table';
import { quote } from './text/blank';
import type { TAuditRuleId } from './rules';

/** A finding before the report numbers and sorts it; the rule supplies category, clause and priority. */
export interface FindingDraft {
  readonly ruleId: TAuditRuleId;
  readonly description: string;
  /** Specific recommendation; the rule's general one when absent. */
  readonly recommendation?: string;
  /** Specific title; the rule's title when absent. */
  readonly title?: string;
  /** Overrides the rule's document type (document-level rules use the document's own type). */
  readonly documentType?: TAuditDocumentType;
  readonly evidence: TFindingEvidence;
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
