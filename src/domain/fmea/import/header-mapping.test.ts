import { describe, expect, it } from 'vitest';
import { FMEA_SYNONYMS } from './fmea-synonyms';
import { compileSynonyms, detectHeader, matchHeader } from './header-detection';
import { importFmeaWorkbook } from './import-fmea';
import { sheetOf } from './sheet-fixtures';

const compiled = compileSynonyms(FMEA_SYNONYMS);
const fieldOf = (header: string) => matchHeader(compiled, [header])?.field ?? null;

describe('Turkish headings that plants write (gaps found on real files)', () => {
  it.each([
    // A cause column whose heading starts like the failure mode's 'Potansiyel Hata'.
    ['Potansiyel Hata Nedeni', 'causes'],
    // The auditor's headings, now in the one vocabulary: step 6's action is no prevention control.
    ['Prevention Action', 'recommendedAction'],
    ['İyileştirme Faaliyeti', 'recommendedAction'],
    ['Current Prevention Control (PC)', 'preventionControls'],
    ['Detection Action', 'detectionAction'],
    ['POTANSİYEL HATA NEDENİ', 'causes'],
    ['POTANSIYEL HATA NEDENI', 'causes'],
    ['potansıyel hata nedenı', 'causes'],
    ['Potansiyel Hata Nedenleri', 'causes'],
    ['Potansiyel Hata Nedeni / Mekanizması', 'causes'],
    ['Potansiyel Hata Nedeni(leri)', 'causes'],
    ['Potansiyel Hata Sebebi', 'causes'],
    ['Potansiyel Hata Sebepleri', 'causes'],
    ['Hatanın Potansiyel Nedeni', 'causes'],
    ['Hata Nedeni', 'causes'],
    ['Potansiyel Neden(ler)', 'causes'],
    // The same for the effect; the failure mode itself stays the failure mode.
    ['Potansiyel Hata Etkisi', 'effects'],
    ['POTANSİYEL HATA ETKİLERİ', 'effects'],
    ['Potansiyel Hatanın Etkisi', 'effects'],
    ['Hatanın Etkisi', 'effects'],
    ['Potansiyel Hata Türü', 'potentialFailure'],
    ['Potansiyel Hata Modu', 'potentialFailure'],
    ['Potansiyel Hata', 'potentialFailure'],
    // 'Termin' is a due date, never the owner.
    ['Termin', 'targetDate'],
    ['TERMİN', 'targetDate'],
    ['Termin Tarihi', 'targetDate'],
    ['Hedef Tarih', 'targetDate'],
    ['Sorumlu', 'responsibility'],
    ['Action Owner', 'responsibility'],
    ['Actions Taken Completion Date', 'actionTaken'],
  ])('%s → %s', (header, field) => {
    expect(fieldOf(header)).toBe(field);
  });

  it('imports a Turkish PFMEA with cause, owner and due-date columns into the right fields', () => {
    const grid = sheetOf('PFMEA', [
      [
        'Proses Adımı',
        'Potansiyel Hata Türü',
        'Potansiyel Hata Etkisi',
        'Şiddet',
        'Potansiyel Hata Nedeni',
        'Olasılık',
        'Mevcut Kontroller',
        'Saptanabilirlik',
        'RÖS',
        'Önerilen Aksiyon',
        'Sorumlu',
        'Termin',
      ],
      [
        'Op 20 Enjeksiyon',
        'Çapak',
        'Montajda takılma',
        7,
        'Kalıp aşınması',
        6,
        'Görsel',
        5,
        210,
        '',
        'Ali Veli',
        '15.03.2026',
      ],
    ]);
    const outcome = importFmeaWorkbook({ format: 'xlsx', sheets: [grid] }, { fileName: 'tr.xlsx' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { mapping, rows } = outcome.result;
    expect([mapping.potentialFailure?.column, mapping.effects?.column, mapping.causes?.column]).toEqual([
      1, 2, 4,
    ]);
    expect(rows[0]).toMatchObject({ potentialFailure: 'Çapak', causes: 'Kalıp aşınması', rpn: 210 });
    // The owner is 'Sorumlu'; 'Termin' is recognised as the due date and kept off every other field.
    const header = detectHeader(grid, compiled);
    expect([header?.mapping.responsibility, header?.mapping.targetDate]).toEqual([10, 11]);
  });

  it('leaves the owner unmapped when the only action column is the due date', () => {
    const grid = sheetOf('PFMEA', [
      ['Hata Türü', 'Şiddet', 'Olasılık', 'Tespit', 'Termin'],
      ['Çapak', 7, 6, 5, '15.03.2026'],
    ]);
    const header = detectHeader(grid, compiled);
    expect(header?.mapping).toMatchObject({ potentialFailure: 0, targetDate: 4 });
    expect(header?.mapping.responsibility).toBeUndefined();
  });
});

describe('a legend beside the header', () => {
  // Shinsung's control plan keeps a numbered legend right of its header rows (BX17 '1', BY17 text…)
  // and beside the first data rows; the numbers there must not make the header a data row.
  const legend = (n: number, text: string) => ['', '', '', String(n), text];
  const withLegend = (rows: (string | number)[][], legendRows: Record<number, string[]>) =>
    rows.map((cells, r) => [...cells, ...(legendRows[r] ?? [])]);

  it('finds the header and maps no legend column', () => {
    const table = [
      ['PFMEA', '', '', '', '', '', ''],
      ['Parça:', 'Kapak', '', '', '', '', ''],
      ['Proses Adımı', 'Hata Türü', 'Hatanın Etkisi', 'Şiddet', 'Hata Nedeni', 'Olasılık', 'Tespit'],
      ['Enjeksiyon', 'Çapak', 'Takılma', 7, 'Kalıp aşınması', 6, 5],
      ['Boya', 'Akma', 'Görünüm', 5, 'Viskozite', 4, 6],
    ];
    const grid = sheetOf(
      'PFMEA',
      withLegend(table, {
        2: legend(1, 'Şiddet 10: güvenlik'),
        3: legend(2, 'Olasılık 10: her parçada'),
        4: legend(3, 'Tespit 10: kontrol yok'),
      }),
    );
    const outcome = importFmeaWorkbook({ format: 'xlsx', sheets: [grid] }, { fileName: 'legend.xlsx' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect([outcome.result.headerRow, outcome.result.headerRows, outcome.result.rows.length]).toEqual([
      3, 1, 2,
    ]);
    const columns = Object.values(outcome.result.mapping).flatMap((m) => (m ? [m.column] : []));
    expect(Math.max(...columns)).toBe(6);
  });

  it('still takes a row with a number inside the table for data, not for the header', () => {
    const grid = sheetOf('PFMEA', [
      ['Hata Türü', 'Şiddet', 'Olasılık', 'Tespit'],
      ['Çapak', 7, 6, 5],
      ['Akma', 5, 4, 6],
    ]);
    expect(detectHeader(grid, compiled)).toMatchObject({ row: 0, depth: 1 });
  });
});
