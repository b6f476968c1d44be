import { fixtureSheetRows, type FixtureDocument } from '../../domain/audit/testing/fixture-document';
import { docxFile, pdfFile, xlsxFile } from './audit-files';

export type FixtureFormat = 'xlsx' | 'docx' | 'pdf';

/** The engine's fixture document as a real file of `format`, named as the fixture with that extension. */
export async function fixtureFile(
  doc: FixtureDocument,
  format: FixtureFormat,
): Promise<{ name: string; bytes: Buffer }> {
  const name = doc.fileName.replace(/\.[a-z]+$/i, `.${format}`);
  const table = [[...doc.header], ...doc.rows.map((row) => [...row])];
  switch (format) {
    case 'xlsx':
      return { name, bytes: await xlsxFile([{ name: doc.sheet, rows: fixtureSheetRows(doc) }]) };
    case 'docx':
      return { name, bytes: docxFile({ paragraphs: doc.title, tables: [table] }) };
    case 'pdf':
      return { name, bytes: await pdfFile({ title: doc.title, table, size: 'A3' }) };
  }
}

/**
 * The row a finding must cite for a fixture's source row once written as `format`: a sheet keeps the
 * title lines as rows; a DOCX or PDF table starts at its header (the title lines are paragraphs).
 */
export function rowIn(doc: FixtureDocument, format: FixtureFormat, row: number | null): number | null {
  if (row === null || format === 'xlsx') return row;
  return row - doc.title.length;
}
