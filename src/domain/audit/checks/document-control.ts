import { foldTurkish } from '../../shared/turkish-text';
import type { TAuditTable, TExtractedDocument } from '../contract';
import { evidenceOfDocument, type FindingDraft } from '../finding-draft';
import { message } from '../messages/message-params';
import type { DocumentClassification } from '../stage-inputs';
import type { MappedTable } from '../tables/mapped-table';

// Folded (Turkish letters as ASCII). A revision: 'Rev. 3', 'Revizyon: B', 'Revision No 02', '개정'.
const REVISION = /\b(rev|revizyon|revision|rv)\b\.?\s*(no|nr|seviyesi|level)?\.?\s*[:#]?\s*[0-9a-z]|개정/;
const FILE_REVISION = /(^|[\s_.-])(r|rev|revizyon|revision)\s*\.?\s*\d{1,3}(?=[\s_.-]|$)/;
// A date: 12.03.2026, 12/3/26, 2026-03-12, or a 'Tarih' / 'Date' label with something after it.
const DATE =
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{4}-\d{1,2}-\d{1,2}\b|\b(tarih|tarihi|date|dated)\b\s*[:.]?\s*\S|일자|날짜/;
// An approval or signature: who prepared, checked or approved the document.
const APPROVAL =
  /\b(onay|onaylayan|onaylandi|hazirlayan|kontrol eden|approved|approval|prepared|checked by|reviewed by|signature|imza)\b|승인|작성|검토/;

/** The lines document control may stand on: title blocks, signature rows, the other sheets. */
function controlText(
  doc: TExtractedDocument,
  tables: readonly MappedTable<string>[],
  others: readonly TAuditTable[],
): string {
  const lines = [
    ...tables.map((t) => t.title ?? ''),
    ...tables.flatMap((t) => (t.skipped ?? []).filter((s) => s.reason === 'signature').map((s) => s.text)),
    // A revision-history or approval sheet of the workbook, or a cover page.
    ...others.flatMap((t) => t.rows.map((r) => r.cells.join(' '))),
  ];
  // A Word or PDF document's paragraphs (title above the table, signatures below) are its text; a
  // workbook's text repeats its cells (due dates in a data column are no document date).
  const spreadsheet = doc.tables.some((t) => t.sheet !== undefined);
  if (!spreadsheet) lines.push(outsideTables(doc.text, doc.tables));
  return foldTurkish(lines.join('\n'));
}

const firstLine = (cell: string | undefined) => cell?.trim().split('\n')[0]?.trim() ?? '';
const lastLine = (cell: string | undefined) => cell?.trim().split('\n').at(-1)?.trim() ?? '';

/**
 * A Word or PDF text without the lines its tables print (from a table's first cell to its last
 * row's last cell, each table searched after the one before): a due date or 'First-off approval'
 * in a data cell is no document control, as in a workbook (precision test, issue 22 part 7). A
 * table whose lines are not found is left in: the text then counts whole, as before.
 * @internal
 */
export function outsideTables(text: string, tables: readonly TAuditTable[]): string {
  const lines = text.split('\n');
  const cut = new Set<number>();
  let from = 0;
  for (const table of tables) {
    const first = firstLine(table.rows[0]?.cells.find((c) => c.trim() !== ''));
    const last = lastLine(table.rows.at(-1)?.cells.findLast((c) => c.trim() !== ''));
    if (first === '' || last === '') continue;
    const start = lines.findIndex((line, i) => i >= from && line.trimStart().startsWith(first));
    if (start < 0) continue;
    let end = -1;
    for (let i = lines.length - 1; i >= start && end < 0; i--)
      if (lines[i]!.trimEnd().endsWith(last)) end = i;
    if (end < 0) continue;
    for (let i = start; i <= end; i++) cut.add(i);
    from = end + 1;
  }
  return lines.filter((_, i) => !cut.has(i)).join('\n');
}

/**
 * doc-control-missing (7.5.3.2): a document whose title block, signature rows, other sheets (and,
 * for Word and PDF, its text) show no revision, no date and no approval at all. One finding per
 * document holding a recognised table; a document showing any one of the three is left alone.
 */
function checkDocumentControl(
  doc: TExtractedDocument,
  tables: readonly MappedTable<string>[],
  others: readonly TAuditTable[],
): FindingDraft[] {
  if (tables.length === 0) return [];
  const text = controlText(doc, tables, others);
  const raw = tables.map((t) => t.title ?? '').join('\n');
  // Hangul decomposes when folded: its words are looked for as written.
  if (REVISION.test(text) || DATE.test(text) || APPROVAL.test(text) || /개정|승인|작성|검토|일자/.test(raw)) {
    return [];
  }
  // A revision in the file name ('…_FINAL - R7_updated.csv', 'PFMEA Rev.3.xlsx') is one too.
  if (FILE_REVISION.test(foldTurkish(doc.name))) return [];
  return [
    {
      ruleId: 'doc-control-missing',
      message: message('doc-control-missing'),
      documentType: doc.type,
      evidence: evidenceOfDocument(doc.id, doc.name),
    },
  ];
}

/** doc-control-missing of a classified document: its recognised tables and the tables around them. */
export function documentControlFindings(c: DocumentClassification): FindingDraft[] {
  return checkDocumentControl(
    c.doc,
    c.tables.map((t) => t.table),
    c.others,
  );
}
