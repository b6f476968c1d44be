import { describe, expect, it } from 'vitest';
import { ZExtractedDocument, type TExtractedDocumentInput } from '../../domain/audit/contract';
import { runAudit } from '../../domain/audit/run-audit';
import { classifyTable, compileVocabularies } from '../../domain/audit/tables/classify-table';
import { joinPageTables } from '../../domain/audit/tables/page-tables';
import { fixtureToExtracted } from '../../domain/audit/testing/fixture-document';
import type { FixtureDocument } from '../../domain/audit/testing/fixture-document';
import { buildLinkedSet } from '../../domain/audit/testing/linked-set';
import { readPdf } from '../documents/read-pdf';
import { pdfFile } from '../testing/audit-files';

/** The PFMEA printed 4 rows a page, its header on the first page only, read by the real PDF reader. */
async function pfmeaPdf(defects: boolean) {
  const set = buildLinkedSet('tr', { defects });
  const table = [[...set.pfmea.header], ...set.pfmea.rows.map((r) => [...r])];
  const bytes = await pdfFile({
    title: set.pfmea.title,
    table,
    size: 'A3',
    rowsPerPage: 4,
    repeatHeader: false,
  });
  const read = await readPdf(bytes);
  const pfmea = { id: 'pfmea', name: 'PFMEA_BR-1001.pdf', type: 'fmea' as const, ...read };
  return { set, pfmea, pages: read.tables?.length ?? 0 };
}

describe('a PFMEA table over several PDF pages, its header on the first page only', () => {
  it('is read whole: the clean linked set gives no finding', async () => {
    const { set, pfmea, pages } = await pfmeaPdf(false);
    expect(pages).toBeGreaterThanOrEqual(3);
    const report = runAudit([
      fixtureToExtracted(set.flow, 'flow'),
      pfmea,
      fixtureToExtracted(set.controlPlan, 'cp'),
    ]);
    expect(report.findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
  });

  it('finds a defect on a later page and names the pages of the table', async () => {
    const { set, pfmea } = await pfmeaPdf(true);
    const report = runAudit([
      fixtureToExtracted(set.flow, 'flow'),
      pfmea,
      fixtureToExtracted(set.controlPlan, 'cp'),
    ]);
    expect(report.findings.some((f) => f.ruleId === 'pfmea-missing-columns')).toBe(false);
    const ap = report.findings.find((f) => f.ruleId === 'pfmea-ap-mismatch');
    expect(ap?.evidence.sheetOrPage).toMatch(/^Sayfa 1-\d$/);
    expect(ap?.evidence.cellText).toContain('H');
  });
});

/** A fixture document printed 3 rows a page by the real PDF writer, its header on every page. */
async function printed(doc: FixtureDocument, id: string, type: TExtractedDocumentInput['type']) {
  const bytes = await pdfFile({
    title: doc.title,
    table: [[...doc.header], ...doc.rows.map((r) => [...r])],
    size: 'A3',
    rowsPerPage: 3,
  });
  const read = await readPdf(bytes);
  return { id, name: `${doc.fileName}.pdf`, type, ...read } satisfies TExtractedDocumentInput;
}

describe('a PDF whose header row is printed again on every page', () => {
  it.each(['pfmea', 'controlPlan'] as const)(
    'reads the %s whole: the repeated headers are no rows, the clean set gives no finding',
    async (which) => {
      const set = buildLinkedSet('en', { defects: false });
      const doc = await printed(set[which], which, which === 'pfmea' ? 'fmea' : 'control-plan');
      const pages = doc.tables?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(3);
      const extracted = ZExtractedDocument.parse(doc);
      const vocab = compileVocabularies();
      const [table, ...rest] = joinPageTables(extracted, vocab);
      expect(rest).toEqual([]);
      const mapped = classifyTable(extracted, table!, vocab)?.table;
      expect(mapped?.rows).toHaveLength(set[which].rows.length);
      expect(mapped?.skipped?.map((s) => s.reason)).toEqual(Array(pages - 1).fill('sub-header'));

      const report = runAudit([
        fixtureToExtracted(set.flow, 'flow'),
        which === 'pfmea' ? doc : fixtureToExtracted(set.pfmea, 'pfmea'),
        which === 'controlPlan' ? doc : fixtureToExtracted(set.controlPlan, 'cp'),
      ]);
      expect(report.findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
    },
  );
});
