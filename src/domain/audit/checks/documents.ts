import type { TExtractedDocument } from '../contract';
import { evidenceOfDocument, type FindingDraft } from '../finding-draft';
import { type TDocKind } from '../messages/finding-text-tr';
import { item, labels, message, optional } from '../messages/message-params';
import type { MappedTable } from '../tables/mapped-table';
import type { RevisionGroup } from '../tables/revision-sheets';
import { quote } from '../text/blank';

/**
 * doc-unreadable: one finding per document the reader could not (fully) read; never a silent skip.
 * Each read problem has its own message saying what to do (issue: "PPTX olarak kaydedin", "metin
 * katmanı yok"). The reader's detail is server text in Turkish: the English text leaves it out.
 */
export function checkUnreadable(doc: TExtractedDocument): FindingDraft[] {
  if (!doc.readProblem) return [];
  const detail = doc.readProblem.detail;
  return [
    {
      ruleId: 'doc-unreadable',
      title: `Doküman okunamadı: ${quote(doc.name, 80)}`,
      message: message(`doc-unreadable-${doc.readProblem.code}`, {
        detail: optional(detail ? item('in-parens', { text: quote(detail, 200) }) : null),
      }),
      documentType: doc.type,
      evidence: evidenceOfDocument(doc.id, doc.name, doc.readProblem.code),
    },
  ];
}

/** doc-empty: a form with a header and no rows ("no rows"), never findings about content it lacks. */
export function emptyFormFinding(
  doc: TExtractedDocument,
  kind: TDocKind,
  sheetOrPage: string | null,
  headerRow: number | null,
): FindingDraft {
  return {
    ruleId: 'doc-empty',
    title: `Boş form: ${quote(doc.name, 80)}`,
    message: message('doc-empty-form', {
      kind: labels('docKind', [kind]),
      place: optional(sheetOrPage ? item('in-parens', { text: sheetOrPage }) : null),
    }),
    documentType: doc.type,
    evidence: { documentId: doc.id, file: doc.name, sheetOrPage, row: headerRow, cellText: null },
  };
}

/** doc-empty for a readable document with no text and no table at all. */
export function emptyDocumentFinding(doc: TExtractedDocument): FindingDraft {
  return {
    ruleId: 'doc-empty',
    title: `Boş doküman: ${quote(doc.name, 80)}`,
    message: message('doc-empty-document'),
    documentType: doc.type,
    evidence: evidenceOfDocument(doc.id, doc.name),
  };
}

/** doc-unrecognized: readable content, but no control plan, PFMEA or process flow table in it. */
export function unrecognizedFinding(doc: TExtractedDocument): FindingDraft {
  const outOfScope = doc.type === 'other' || doc.type === 'synoptic';
  return {
    ruleId: 'doc-unrecognized',
    title: `İçerik tanınamadı: ${quote(doc.name, 80)}`,
    message: outOfScope
      ? message('doc-unrecognized-other')
      : message('doc-unrecognized-declared', { type: labels('documentType', [doc.type]) }),
    documentType: doc.type,
    evidence: evidenceOfDocument(doc.id, doc.name),
  };
}

/** doc-revision-sheets: the workbook's sheets are revisions of one document; the latest was audited. */
export function revisionSheetsFinding(
  doc: TExtractedDocument,
  group: RevisionGroup,
  tables: readonly { readonly table: MappedTable<string> }[],
): FindingDraft {
  const used = tables.find((t) => t.table.sheetOrPage === group.used)?.table ?? null;
  return {
    ruleId: 'doc-revision-sheets',
    message: message('doc-revision-sheets', {
      count: group.others.length + 1,
      used: group.used,
      others: group.others.map((s) => `"${s}"`).join(', '),
    }),
    documentType: doc.type,
    evidence: {
      documentId: doc.id,
      file: doc.name,
      sheetOrPage: group.used,
      row: used?.headerRow ?? null,
      cellText: null,
    },
  };
}
