import type { TExtractedDocument } from '../contract';
import { evidenceOfDocument, type FindingDraft } from '../finding-draft';
import { item, labels, message, optional } from '../messages/message-params';
import type { TDocKind } from '../messages/vocabulary-tr';
import type { DocumentClassification } from '../stage-inputs';
import type { MappedTable } from '../tables/mapped-table';
import type { RevisionGroup } from '../tables/revision-sheets';
import { quote } from '../text/blank';

/** The file a document finding's title names ("Boş form: PFMEA.xlsx"). */
const fileName = (doc: TExtractedDocument) => quote(doc.name, 80);

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
      message: message(`doc-unreadable-${doc.readProblem.code}`, {
        file: fileName(doc),
        detail: optional(detail ? item('in-parens', { text: quote(detail, 200) }) : null),
      }),
      documentType: doc.type,
      evidence: evidenceOfDocument(doc.id, doc.name, doc.readProblem.code),
    },
  ];
}

/** doc-empty: a form with a header and no rows ("no rows"), never findings about content it lacks. */
function emptyFormFinding(
  doc: TExtractedDocument,
  kind: TDocKind,
  sheetOrPage: string | null,
  headerRow: number | null,
): FindingDraft {
  return {
    ruleId: 'doc-empty',
    message: message('doc-empty-form', {
      file: fileName(doc),
      kind: labels('docKind', [kind]),
      place: optional(sheetOrPage ? item('in-parens', { text: sheetOrPage }) : null),
    }),
    documentType: doc.type,
    evidence: { documentId: doc.id, file: doc.name, sheetOrPage, row: headerRow, cellText: null },
  };
}

/** doc-empty for a readable document with no text and no table at all. */
function emptyDocumentFinding(doc: TExtractedDocument): FindingDraft {
  return {
    ruleId: 'doc-empty',
    message: message('doc-empty-document', { file: fileName(doc) }),
    documentType: doc.type,
    evidence: evidenceOfDocument(doc.id, doc.name),
  };
}

/** doc-unrecognized: readable content, but no control plan, PFMEA or process flow table in it. */
function unrecognizedFinding(doc: TExtractedDocument): FindingDraft {
  const outOfScope = doc.type === 'other' || doc.type === 'synoptic';
  return {
    ruleId: 'doc-unrecognized',
    message: outOfScope
      ? message('doc-unrecognized-other', { file: fileName(doc) })
      : message('doc-unrecognized-declared', {
          file: fileName(doc),
          type: labels('documentType', [doc.type]),
        }),
    documentType: doc.type,
    evidence: evidenceOfDocument(doc.id, doc.name),
  };
}

/** doc-revision-sheets: the workbook's sheets are revisions of one document; the latest was audited. */
function revisionSheetsFinding(
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

/** doc-empty of a classified document: each form without rows, or a document with no text at all. */
export function emptyFindings(c: DocumentClassification): FindingDraft[] {
  return [
    ...c.emptyForms.map((form) => emptyFormFinding(c.doc, form.kind, form.sheetOrPage, form.headerRow)),
    ...(c.nothing === 'empty' ? [emptyDocumentFinding(c.doc)] : []),
  ];
}

/** doc-unrecognized of a classified document. */
export function unrecognizedFindings(c: DocumentClassification): FindingDraft[] {
  return c.nothing === 'unrecognised' ? [unrecognizedFinding(c.doc)] : [];
}

/** doc-revision-sheets of a classified document: one per group of revision sheets. */
export function revisionFindings(c: DocumentClassification): FindingDraft[] {
  return c.revisions.map((group) => revisionSheetsFinding(c.doc, group, c.tables));
}
