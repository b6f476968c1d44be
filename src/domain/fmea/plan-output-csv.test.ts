import { describe, expect, it } from 'vitest';
import {
  buildPlanCsv,
  knownPriority,
  neutralizeFormula,
  planFileName,
  type PlanOutputItem,
} from './plan-output-csv';

const item = (over: Partial<PlanOutputItem> = {}): PlanOutputItem => ({
  originalFailure: 'Çapak oluşumu',
  priority: 'high',
  timeline: '30 gün',
  preventiveAction: 'Kalıp bakım periyodu kısaltılacak; çapak kontrolü',
  monitoringMethod: 'SPC (Cpk ≥ 1,33)',
  responsibility: 'Kalıphane',
  successCriteria: 'O ≤ 3, AP ≠ H',
  rpn: 240,
  actionPriority: 'H',
  reason: 'D=8 > 7: tespit zayıf',
  source: 'rules',
  processStep: 'Op 20 Enjeksiyon',
  cause: 'Kalıp aşınmış',
  severity: 6,
  occurrence: 5,
  detection: 8,
  ...over,
});

describe('neutralizeFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['Çapak', 'Çapak'],
    ['a=b', 'a=b'],
  ])('%j → %j', (input, output) => expect(neutralizeFormula(input)).toBe(output));
});

describe('buildPlanCsv', () => {
  it('starts with a BOM, uses ; and CRLF, keeps Turkish letters and quotes separators', () => {
    const csv = buildPlanCsv([item()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      // the spec's columns first, then where the item sits (issue 23 §2)
      'No;Hata Modu;Öncelik;AP;RPN;Önleyici Aksiyon;İzleme Yöntemi;Sorumlu;Süre;Başarı Kriteri;Gerekçe;Kaynak;' +
        'Proses Adımı / Operasyon;Hata Nedeni;S;O;D;Öncelik Notu (RPN bandı ve AP)',
    );
    expect(lines[1]).toBe(
      '1;Çapak oluşumu;Yüksek;H;240;"Kalıp bakım periyodu kısaltılacak; çapak kontrolü";SPC (Cpk ≥ 1,33);Kalıphane;30 gün;O ≤ 3, AP ≠ H;D=8 > 7: tespit zayıf;Kurallar;' +
        'Op 20 Enjeksiyon;Kalıp aşınmış;6;5;8;',
    );
    expect(lines[2]).toBe('');
  });

  it('never lets a cell start a formula, also inside quotes', () => {
    const csv = buildPlanCsv([
      item({ originalFailure: '=HYPERLINK("http://x";"y")', responsibility: '@SUM(1)' }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csv).toContain(";'@SUM(1);");
    for (const cell of csv.slice(1).split(/[;\r\n]+/)) expect(cell).not.toMatch(/^"?[=+@]/);
  });

  it('treats an unknown priority as medium and writes English with commas', () => {
    const csv = buildPlanCsv([item({ priority: 'urgent', source: 'ai' })], 'en');
    expect(csv.split('\r\n')[1]).toContain(',Medium,H,240,');
    expect(csv.split('\r\n')[1]?.endsWith(',AI,Op 20 Enjeksiyon,Kalıp aşınmış,6,5,8,')).toBe(true);
    expect(
      csv
        .split('\r\n')[0]
        ?.endsWith(',Process step / operation,Failure cause,S,O,D,Priority note (RPN band vs AP)'),
    ).toBe(true);
  });

  it('says in the last column why the RPN band and the AP disagree (issue 23 §3)', () => {
    const csv = buildPlanCsv([
      item({
        severity: 6,
        occurrence: 3,
        detection: 9,
        rpn: 162,
        rpnBand: 'red',
        actionPriority: 'L',
        priority: 'low',
      }),
      item({ rpnBand: 'red', actionPriority: 'H' }),
    ]);
    const [, disagree = '', agree = ''] = csv.split('\r\n');
    expect(disagree).toContain(';"RPN 162 yüksek bantta, ancak AP L: şiddet 6, tespit 9, oluşum 3; ');
    expect(agree.endsWith(';')).toBe(true);
  });
});

describe('knownPriority and planFileName', () => {
  it.each([
    ['high', 'high'],
    ['low', 'low'],
    ['medium', 'medium'],
    ['', 'medium'],
    ['critical', 'medium'],
  ])('%j → %j', (input, output) => expect(knownPriority(input)).toBe(output));

  it('names the file with the plant day in tr-TR form', () => {
    // 22:30 UTC on 23 Nov is already 24 Nov in Istanbul
    expect(planFileName(new Date('2026-11-23T22:30:00Z'), 'csv', 'Europe/Istanbul')).toBe(
      'Reverse_FMEA_24.11.2026.csv',
    );
    expect(planFileName(new Date('2026-01-05T10:00:00Z'), 'xlsx', 'UTC')).toBe(
      'Reverse_FMEA_05.01.2026.xlsx',
    );
  });
});
