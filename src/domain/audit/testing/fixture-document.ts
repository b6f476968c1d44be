import type { TAuditDocumentType, TExtractedDocumentInput } from '../contract';
import type { TAuditRuleId } from '../rules';
import type { MappedTable } from '../tables/mapped-table';

/**
 * A test document as plain rows, so a test can write it as xlsx, docx or pdf (audit-server) or
 * hand it to the engine directly. Layout: title lines in rows 1..n, the header in row n+1, data
 * from row n+2 — `sourceRow` gives the row a cell lands on when written that way.
 */
export interface FixtureDocument<F extends string = string> {
  readonly fileName: string;
  readonly type: TAuditDocumentType;
  readonly sheet: string;
  /** Title block lines above the header (form name, part, revision). */
  readonly title: readonly string[];
  readonly header: readonly string[];
  /** The field each header column maps to (what header detection must find). */
  readonly fields: readonly F[];
  readonly rows: readonly (readonly string[])[];
}

/** A defect planted in a fixture: the rule that must fire, the file and row it must cite. */
export interface PlantedDefect {
  readonly ruleId: TAuditRuleId;
  readonly file: string;
  /** Source row the finding's evidence must point at (null: the document or the header as a whole). */
  readonly row: number | null;
  /** Text the evidence must quote (a substring of cellText), when there is one. */
  readonly cellText?: string;
}

/** The source row (1-based) of data row `index` (0-based) of a fixture. */
export function sourceRow(doc: FixtureDocument, index: number): number {
  return doc.title.length + 2 + index;
}

/** The source row of the header. */
function headerSourceRow(doc: FixtureDocument): number {
  return doc.title.length + 1;
}

/** All rows of the sheet as written: title lines (first cell), header, data. */
export function fixtureSheetRows(doc: FixtureDocument): string[][] {
  return [...doc.title.map((line) => [line]), [...doc.header], ...doc.rows.map((r) => [...r])];
}

/** The fixture as the reader would extract it from a spreadsheet (the engine's input). */
export function fixtureToExtracted(doc: FixtureDocument, id: string): TExtractedDocumentInput {
  const rows = fixtureSheetRows(doc).map((cells, i) => ({ row: i + 1, cells }));
  return {
    id,
    name: doc.fileName,
    type: doc.type,
    tables: [{ sheet: doc.sheet, rows }],
    text: rows.map((r) => r.cells.join('\t')).join('\n'),
  };
}

/** The fixture already mapped (the columns it declares), for rule tests that skip header detection. */
export function fixtureToMapped<F extends string>(
  doc: FixtureDocument<F>,
  documentId = doc.fileName,
): MappedTable<F> {
  const headers: Partial<Record<F, string>> = {};
  doc.fields.forEach((field, i) => {
    headers[field] ??= doc.header[i] ?? '';
  });
  return {
    documentId,
    file: doc.fileName,
    sheetOrPage: doc.sheet,
    headerRow: headerSourceRow(doc),
    headers,
    context: doc.title.join('\n'),
    rows: doc.rows.map((cells, index) => {
      const values: Partial<Record<F, string>> = {};
      doc.fields.forEach((field, i) => {
        values[field] ??= cells[i] ?? '';
      });
      return { row: sourceRow(doc, index), values };
    }),
  };
}
