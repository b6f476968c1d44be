import { describe, expect, it } from 'vitest';
import { runAudit } from '../../domain/audit/run-audit';
import { fixtureToExtracted } from '../../domain/audit/testing/fixture-document';
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
