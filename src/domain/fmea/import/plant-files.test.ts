import { describe, expect, it } from 'vitest';
import { apLookup } from '../plan/ap-table';
import { importFmeaWorkbook } from './import-fmea';
import { sheetOf } from './sheet-fixtures';

// The two files of issue 19 that were read wrong, rebuilt cell by cell: a Turkish AIAG-4 PFMEA under
// a title block, with its operation written once per group and a subtotal; an English AIAG-VDA
// PFMEA with its step 2 structure, step 5 'PFMEA AP' and step 6 action columns.

const run = (rows: (string | number)[][], merges: string[] = []) => {
  const outcome = importFmeaWorkbook(
    { format: 'xlsx', sheets: [sheetOf('PFMEA', rows, merges)] },
    { fileName: 'p.xlsx' },
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
};
const ap = apLookup();

describe('a Turkish AIAG-4 PFMEA (issue 19)', () => {
  const header = [
    'Op. No',
    'Proses Adımı',
    'Potansiyel Hata Türü',
    'Hatanın Etkisi',
    'Şiddet (S)',
    'Potansiyel Neden',
    'Olasılık (O)',
    'Mevcut Proses Kontrolleri / Tespit',
    'Saptanabilirlik (D)',
    'RÖS',
    'Önerilen Faaliyet',
    'Sorumlu ve Hedef Tarih',
    'Alınan Faaliyetler',
    'Yeni Ş/O/S',
    '',
    '',
  ];
  const letters = ['', '', '', '', '', '', '', '', '', '', '', '', '', 'Ş', 'O', 'S'];
  // 40 rows: 8 operations × 5 causes, the operation and step written on the first row of each group.
  const data: (string | number)[][] = [];
  for (let op = 1; op <= 8; op++)
    for (let cause = 0; cause < 5; cause++) {
      const first = cause === 0;
      const [s, o, d] = [(op % 9) + 2, cause + 2, ((op + cause) % 10) + 1];
      const acted = cause === 4;
      data.push([
        first ? op * 10 : '',
        first ? `Operasyon ${op}` : '',
        first || cause === 2 ? `Hata ${op}.${cause}` : '',
        'Montaj sorunu',
        s,
        `Neden ${op}.${cause}`,
        o,
        'Görsel kontrol',
        d,
        s * o * d,
        acted ? 'Poka-yoke' : '',
        acted ? 'A. Yılmaz / 30.06.2026' : '',
        acted ? 'Sensör takıldı' : '',
        acted ? s : '',
        acted ? 1 : '',
        acted ? 2 : '',
      ]);
    }
  const rows = [
    ['PROSES FMEA'],
    ['Parça Adı:', 'Kapı paneli'],
    ['Hazırlayan:', 'Kalite'],
    header,
    letters,
    ...data.slice(0, 20),
    ['', 'Ara Toplam', '', '', '', '', '', '', '', 1234],
    ...data.slice(20),
    ['Hazırlayan: A. Yılmaz', '', '', '', 'Onaylayan: B. Kaya'],
  ];
  const result = run(rows, ['A1:H1', 'N4:P4']);

  it('reads D from "Saptanabilirlik (D)", never from the controls text, and the revised ratings after the actions', () => {
    expect(result.mapping.detection?.header).toBe('Saptanabilirlik (D)');
    expect(result.mapping.detectionControls?.header).toBe('Mevcut Proses Kontrolleri / Tespit');
    expect(result.rows.every((r) => r.detection !== null && r.issues.length === 0)).toBe(true);
    const acted = result.rows.filter((r) => r.revised !== null);
    expect(acted).toHaveLength(8);
    expect(acted.map((r) => [r.revised?.occurrence, r.revised?.detection])).toEqual(
      Array.from({ length: 8 }, () => [1, 2]),
    );
    expect(acted[0]).toMatchObject({
      recommendedAction: 'Poka-yoke',
      responsible: 'A. Yılmaz / 30.06.2026',
      actionTaken: 'Sensör takıldı',
    });
  });

  it('fills the blank operation and failure cells down: all 40 rows have their step', () => {
    expect(result.rows).toHaveLength(40);
    expect(result.rows.filter((r) => r.processStep === '')).toHaveLength(0);
    expect(result.rows.slice(0, 5).map((r) => [r.processStep, r.potentialFailure])).toEqual([
      ['Operasyon 1', 'Hata 1.0'],
      ['Operasyon 1', 'Hata 1.0'],
      ['Operasyon 1', 'Hata 1.2'],
      ['Operasyon 1', 'Hata 1.2'],
      ['Operasyon 1', 'Hata 1.2'],
    ]);
    expect(result.rows[5]!.processStep).toBe('Operasyon 2');
  });

  it('skips the subtotal and the signature row with their reasons', () => {
    expect(result.skipped.map((s) => [s.row, s.code])).toEqual([
      [26, 'subtotal'],
      [47, 'signature'],
    ]);
  });
});

describe('an English AIAG-VDA PFMEA (issue 19)', () => {
  const header1 = [
    'Structure Analysis (Step 2)',
    '',
    '',
    'Failure Analysis (Step 4)',
    '',
    '',
    '',
    'Risk Analysis (Step 5)',
    '',
    '',
    '',
    '',
    'Optimization (Step 6)',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  const header2 = [
    'Process Item',
    'Process Step',
    'Process Work Element',
    'Failure Effects (FE)',
    'Severity (S) of FE',
    'Failure Mode (FM)',
    'Failure Cause (FC)',
    'Current Prevention Controls (PC) of FC',
    'Occurrence (O) of FC',
    'Current Detection Controls (DC) of FC or FM',
    'Detection (D) of FC/FM',
    'PFMEA AP',
    'Preventive Action',
    'Detection Action',
    'Responsible Person',
    'Target Completion Date',
    'Action Taken with Pointer to Evidence',
    'Severity (S)',
    'Occurrence (O)',
    'Detection (D)',
    'PFMEA AP',
  ];
  const ratings: [number, number, number, string][] = [
    [8, 4, 3, 'M'],
    [10, 2, 2, 'H'], // the handbook says L
    [7, 7, 6, 'H'],
  ];
  const rows = [
    header1,
    header2,
    ...ratings.map(([s, o, d, fileAp], i) => [
      'Door Panel K-204',
      `OP ${10 * (i + 1)} Welding`,
      'Machine',
      'Leak',
      s,
      `Missing weld ${i}`,
      'Electrode wear',
      'Tip dressing',
      o,
      'Leak test',
      d,
      fileAp,
      i === 2 ? 'Add weld monitor' : '',
      i === 2 ? 'Camera check' : '',
      i === 2 ? 'J. Smith' : '',
      i === 2 ? '30.06.2026' : '',
      i === 2 ? 'Monitor installed' : '',
      i === 2 ? s : '',
      i === 2 ? 3 : '',
      i === 2 ? 3 : '',
      i === 2 ? 'L' : '',
    ]),
  ];
  const result = run(rows, ['A1:C1', 'D1:G1', 'H1:L1', 'M1:U1']);

  it('reads the process step from "Process Step", not from "Process Item", and keeps both', () => {
    expect(result.rows.map((r) => [r.processItem, r.processStep, r.workElement])).toEqual([
      ['Door Panel K-204', 'OP 10 Welding', 'Machine'],
      ['Door Panel K-204', 'OP 20 Welding', 'Machine'],
      ['Door Panel K-204', 'OP 30 Welding', 'Machine'],
    ]);
  });

  it("maps the file's own AP (AIAG-VDA form) and the step-6 AP to nothing else", () => {
    expect(result.form).toBe('aiag-vda-2019');
    expect(result.mapping.ap?.column).toBe(11);
    expect(result.rows.map((r) => r.fileAp)).toEqual(['M', 'H', 'H']);
  });

  it('reads revised D from the step-6 "Detection (D)", never from the "Detection Action" text', () => {
    expect(result.mapping.revisedDetection?.column).toBe(19);
    expect(result.rows[2]).toMatchObject({
      recommendedAction: 'Add weld monitor\nCamera check',
      responsible: 'J. Smith',
      targetDate: '30.06.2026',
      actionTaken: 'Monitor installed',
      revised: { severity: 7, occurrence: 3, detection: 3, rpn: null },
    });
  });

  it('says which row has an AP in the file that the handbook table does not give', () => {
    expect(result.apCheck?.disagreements).toEqual([
      { sourceRow: 4, severity: 10, occurrence: 2, detection: 2, fileAp: 'H', tableAp: ap(10, 2, 2) },
    ]);
    expect(ap(10, 2, 2)).toBe('L');
  });
});
