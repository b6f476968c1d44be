import { describe, expect, it } from 'vitest';
import type { TExtractedDocumentInput } from '../contract';
import { runAudit } from '../run-audit';
import { PFMEA_COLUMNS } from '../testing/linked-set-data';

// A PFMEA of one record under a title block (rows above the header) and optional rows below it.
const header = PFMEA_COLUMNS.map(([, text]) => text.tr);
const record = PFMEA_COLUMNS.map(
  ([field]) =>
    ({
      operationNumber: '10',
      processStep: 'Kesme',
      failureMode: 'Boy kısa',
      effect: 'Montaj olmaz',
      severity: '5',
      cause: 'Ayar',
      preventionControl: 'Talimat',
      occurrence: '2',
      detectionControl: 'Kumpas',
      detection: '3',
      rpn: '30',
      actionPriority: 'L',
      recommendedAction: 'Yok',
      responsibility: 'Ali',
      // A due date in the data is no document date.
      targetDate: '10.01.2026',
    })[field as string] ?? '',
);
const workbook = (
  title: string[],
  below: string[][] = [],
  name = 'PFMEA.xlsx',
  extra: string[][] | null = null,
): TExtractedDocumentInput => ({
  id: 'p',
  name,
  type: 'fmea',
  tables: [
    {
      sheet: 'PFMEA',
      rows: [...title.map((t) => [t]), header, record, ...below].map((cells, i) => ({ row: i + 1, cells })),
    },
    ...(extra ? [{ sheet: 'Revizyonlar', rows: extra.map((cells, i) => ({ row: i + 1, cells })) }] : []),
  ],
});
const flagged = (doc: TExtractedDocumentInput) =>
  runAudit([doc]).findings.some((f) => f.ruleId === 'doc-control-missing');

describe('doc-control-missing: no revision, no date and no approval anywhere', () => {
  it('a title with none of them (and a due date in the data) is flagged, once', () => {
    const findings = runAudit([workbook(['Proses FMEA'])]).findings.filter(
      (f) => f.ruleId === 'doc-control-missing',
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ iatfClause: '7.5.3.2', category: 'minor', documentType: 'fmea' });
    expect(findings[0]?.evidence).toMatchObject({ file: 'PFMEA.xlsx', row: null });
  });

  it.each([
    ['a revision in the title block', ['Proses FMEA — Rev. 3']],
    ['a revision written out', ['Proses FMEA', 'Revizyon: B']],
    ['a date in the title block', ['Proses FMEA', '12.03.2026']],
    ['a dated label', ['Process FMEA', 'Date: March 2026']],
    ['who approved it', ['Proses FMEA', 'Onaylayan: M. Kaya']],
  ])('%s is enough', (_what, title) => {
    expect(flagged(workbook(title))).toBe(false);
  });

  it('a signature row under the table, a revision-history sheet or a revision in the file name is enough', () => {
    expect(
      flagged(workbook(['Proses FMEA'], [[], ['Hazırlayan: A. Yılmaz', '', '', 'Onaylayan: M. Kaya']])),
    ).toBe(false);
    expect(
      flagged(
        workbook(['Proses FMEA'], [], 'PFMEA.xlsx', [
          ['Rev', 'Açıklama'],
          ['1', 'İlk yayın'],
        ]),
      ),
    ).toBe(false);
    expect(flagged(workbook(['Proses FMEA'], [], 'PFMEA_FINAL - R7_updated.xlsx'))).toBe(false);
    // 'PFMEA' alone is no revision mark.
    expect(flagged(workbook(['Proses FMEA'], [], 'PFMEA_Braket.xlsx'))).toBe(true);
  });

  it('a Word document’s text counts; an empty form is doc-empty, not this', () => {
    const word: TExtractedDocumentInput = {
      ...workbook([]),
      tables: [{ rows: [header, record].map((cells, i) => ({ row: i + 1, cells })) }],
      text: 'Proses FMEA\nHazırlayan: A. Yılmaz',
    };
    expect(flagged(word)).toBe(false);
    expect(flagged({ ...word, text: 'Proses FMEA' })).toBe(true);
    const empty = { ...word, text: '', tables: [{ rows: [{ row: 1, cells: header }] }] };
    expect(runAudit([empty]).findings.map((f) => f.ruleId)).toEqual(['doc-empty']);
  });
});
