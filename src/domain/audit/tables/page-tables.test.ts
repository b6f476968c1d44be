import { describe, expect, it } from 'vitest';
import { ZExtractedDocument, type TExtractedDocumentInput } from '../contract';
import { runAudit } from '../run-audit';
import { fixtureSheetRows, fixtureToExtracted, type FixtureDocument } from '../testing/fixture-document';
import { buildLinkedSet } from '../testing/linked-set';
import { compileVocabularies } from './classify-table';
import { joinPageTables } from './page-tables';

/** A fixture printed over pages `first`, `first + 1`, …: the header only on the first page. */
function overPages(
  doc: FixtureDocument,
  id: string,
  first: number,
  cut: number,
  repeatHeader = false,
): TExtractedDocumentInput {
  const rows = fixtureSheetRows(doc);
  const headerAt = doc.title.length;
  const pageRows = [rows.slice(0, headerAt + 1 + cut), rows.slice(headerAt + 1 + cut)];
  if (repeatHeader) pageRows[1]!.unshift([...rows[headerAt]!]);
  return {
    ...fixtureToExtracted(doc, id),
    name: doc.fileName.replace('.xlsx', '.pdf'),
    tables: [
      // A cover page's table first: another kind of table, never joined.
      {
        page: first - 1,
        rows: [
          { row: 1, cells: ['Revizyon', 'Tarih'] },
          { row: 2, cells: ['3', '01.02.2026'] },
        ],
      },
      ...pageRows.map((page, i) => ({
        page: first + i,
        rows: page.map((cells, r) => ({ row: r + 1, cells })),
      })),
    ],
  };
}

const clean = buildLinkedSet('tr', { defects: false });

describe('a table that spans PDF pages', () => {
  it.each([false, true])(
    'is one table: a PFMEA over pages 4-5 is read whole (header repeated: %s)',
    (repeat) => {
      const pfmea = overPages(clean.pfmea, 'pfmea', 4, 4, repeat);
      const findings = runAudit([
        fixtureToExtracted(clean.flow, 'flow'),
        pfmea,
        fixtureToExtracted(clean.controlPlan, 'cp'),
      ]).findings;
      expect(findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
    },
  );

  it('joins the pages under the first page header and names both pages', () => {
    const doc = ZExtractedDocument.parse(overPages(clean.pfmea, 'pfmea', 4, 4));
    const tables = joinPageTables(doc, compileVocabularies());
    expect(tables.map((t) => [t.page, t.toPage, t.rows.length])).toEqual([
      [3, undefined, 2],
      [4, 5, fixtureSheetRows(clean.pfmea).length],
    ]);
  });

  it('cites the row on the second page as the joined table numbers it', () => {
    const defective = buildLinkedSet('tr', { defects: true });
    const pfmea = overPages(defective.pfmea, 'pfmea', 4, 2);
    const findings = runAudit([
      fixtureToExtracted(defective.flow, 'flow'),
      pfmea,
      fixtureToExtracted(defective.controlPlan, 'cp'),
    ]).findings;
    const wrongRpn = defective.defects.find((d) => d.ruleId === 'pfmea-rpn-mismatch')!;
    const found = findings.find((f) => f.ruleId === 'pfmea-rpn-mismatch');
    expect(found?.evidence).toMatchObject({ sheetOrPage: 'Sayfa 4-5', row: wrongRpn.row });
    expect(findings.some((f) => f.ruleId === 'pfmea-missing-columns')).toBe(false);
  });
});
