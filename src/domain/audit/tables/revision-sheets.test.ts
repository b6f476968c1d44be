import { describe, expect, it } from 'vitest';
import type { TExtractedDocumentInput } from '../contract';
import { runAudit } from '../run-audit';
import { fixtureSheetRows, fixtureToExtracted, type FixtureDocument } from '../testing/fixture-document';
import { buildLinkedSet } from '../testing/linked-set';
import { revisionMark } from './revision-sheets';

describe('revisionMark', () => {
  it.each([
    ['Rev 01', { kind: 'rev', value: 1 }],
    ['Rev.2', { kind: 'rev', value: 2 }],
    ['R3', { kind: 'rev', value: 3 }],
    ['Revizyon 4', { kind: 'rev', value: 4 }],
    ['REV-05 (12.03.2024)', { kind: 'rev', value: 5 }],
    ['06.06.2023', { kind: 'date', value: 20230606 }],
    ['KP 2024-08-03', { kind: 'date', value: 20240803 }],
    ['03-08-24', { kind: 'date', value: 20240803 }],
    ['Kontrol Planı', null],
    ['ROUND', null],
    ['Sheet1', null],
    ['18.Control Plan', null],
  ])('%s', (name, mark) => expect(revisionMark(name)).toEqual(mark));
});

/** One workbook holding the control plan on several sheets (revisions or not). */
function workbook(doc: FixtureDocument, sheets: readonly { name: string; rows: string[][] }[]) {
  const base = fixtureToExtracted(doc, 'cp');
  return {
    ...base,
    tables: sheets.map((s) => ({ sheet: s.name, rows: s.rows.map((cells, i) => ({ row: i + 1, cells })) })),
  } satisfies TExtractedDocumentInput;
}

const clean = buildLinkedSet('tr', { defects: false });
const defective = buildLinkedSet('tr', { defects: true });
const audit = (cp: TExtractedDocumentInput) =>
  runAudit([fixtureToExtracted(clean.flow, 'flow'), fixtureToExtracted(clean.pfmea, 'pfmea'), cp]).findings;

describe('a workbook whose sheets are revisions of one control plan', () => {
  it.each([
    [['Rev 01', 'Rev 02', 'Rev 03'], 'Rev 03'],
    [['Rev.3', 'Rev.1', 'Rev.2'], 'Rev.3'],
    [['R1', 'R2'], 'R2'],
    [['06.06.2023', '03.08.2024', '01.02.2022'], '03.08.2024'],
    [['Kontrol Planı', 'Kontrol Planı (2)'], 'Kontrol Planı (2)'],
  ])('%j is audited once, on %s, and the report names it', (names, latest) => {
    const sheets = names.map((name) => ({
      name,
      // Older revisions carry the defects; the latest is the clean plan.
      rows: fixtureSheetRows(name === latest ? clean.controlPlan : defective.controlPlan),
    }));
    // Unmarked names are revisions only when their records are near-identical: all clean then.
    if (names.every((n) => revisionMark(n) === null)) {
      for (const s of sheets) s.rows = fixtureSheetRows(clean.controlPlan);
    }
    const findings = audit(workbook(clean.controlPlan, sheets));
    expect(findings.map((f) => f.ruleId)).toEqual(['doc-revision-sheets']);
    expect(findings[0]?.evidence.sheetOrPage).toBe(latest);
    expect(findings[0]?.description).toContain(`"${latest}" denetlendi`);
  });

  it('audits sheets of different products (no marks, different records) each', () => {
    const other = buildLinkedSet('en', { defects: false }).controlPlan;
    const findings = audit(
      workbook(clean.controlPlan, [
        { name: 'ROUND', rows: fixtureSheetRows(defective.controlPlan) },
        { name: 'SQUARE', rows: fixtureSheetRows(other) },
      ]),
    );
    expect(findings.some((f) => f.ruleId === 'doc-revision-sheets')).toBe(false);
    expect(findings.some((f) => f.evidence.sheetOrPage === 'ROUND')).toBe(true);
  });
});
