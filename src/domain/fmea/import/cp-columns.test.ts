import { describe, expect, it } from 'vitest';
import { importFmeaWorkbook } from './import-fmea';
import { sheetOf } from './sheet-fixtures';

// Issue 23 §8: the control-plan columns a plant's PFMEA carries (characteristic, specification,
// sample size and frequency) are read onto the row, so the control-plan draft takes them.

const run = (rows: (string | number)[][], merges: string[] = []) => {
  const outcome = importFmeaWorkbook(
    { format: 'xlsx', sheets: [sheetOf('PFMEA', rows, merges)] },
    { fileName: 'p.xlsx' },
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
};
const columns = (result: ReturnType<typeof run>) =>
  Object.fromEntries(Object.entries(result.mapping).flatMap(([k, v]) => (v ? [[k, v.column]] : [])));

describe('control-plan columns of a plant PFMEA', () => {
  it('reads a Turkish AIAG-4 PFMEA with characteristic, specification, sample size and frequency', () => {
    const result = run([
      ['PROSES FMEA'],
      ['Parça Adı:', 'Kapak'],
      [],
      [
        'Op. No',
        'Proses Adımı',
        'Ürün Karakteristiği',
        'Spesifikasyon / Tolerans',
        'Potansiyel Hata Türü',
        'Hatanın Etkisi',
        'Şiddet (S)',
        'Özel Karakteristik',
        'Potansiyel Neden',
        'Olasılık (O)',
        'Mevcut Proses Kontrolleri / Tespit',
        'Saptanabilirlik (D)',
        'Numune Büyüklüğü',
        'Numune Sıklığı',
        'RÖS',
      ],
      [
        20,
        'Enjeksiyon',
        'Et kalınlığı',
        '2,0 ± 0,1 mm',
        'Et kalınlığı düşük',
        'Kırılma',
        9,
        'CC',
        'Basınç düşük',
        3,
        'Mikrometre',
        4,
        '5 adet',
        'Her vardiya',
        108,
      ],
      [
        30,
        'Montaj',
        'Klips oturması',
        'Tam oturmuş',
        'Klips eksik',
        'Gevşeme',
        6,
        '',
        'Operatör atlar',
        4,
        'Görsel',
        6,
        5,
        '1/saat',
        144,
      ],
    ]);
    expect(columns(result)).toMatchObject({
      processStep: 1,
      characteristic: 2,
      specification: 3,
      potentialFailure: 4,
      severity: 6,
      classification: 7,
      causes: 8,
      occurrence: 9,
      detection: 11,
      sampleSize: 12,
      sampleFrequency: 13,
      rpn: 14,
    });
    expect(
      result.rows.map((r) => [r.characteristic, r.specification, r.sampleSize, r.sampleFrequency]),
    ).toEqual([
      ['Et kalınlığı', '2,0 ± 0,1 mm', '5 adet', 'Her vardiya'],
      ['Klips oturması', 'Tam oturmuş', '5', '1/saat'],
    ]);
    expect(result.rows[0]).toMatchObject({
      specialClass: 'CC',
      potentialFailure: 'Et kalınlığı düşük',
      rpn: 108,
    });
  });

  it.each([
    ['Ürün karakteristiği', 'characteristic'],
    ['Proses karakteristiği', 'characteristic'],
    ['Karakteristik', 'characteristic'],
    ['Product characteristic', 'characteristic'],
    ['Process characteristic', 'characteristic'],
    ['Characteristic', 'characteristic'],
    ['Spesifikasyon', 'specification'],
    ['Tolerans', 'specification'],
    ['Spesifikasyon / Tolerans', 'specification'],
    ['Specification', 'specification'],
    ['Specification/Tolerance', 'specification'],
    ['Tolerance', 'specification'],
    ['Numune büyüklüğü', 'sampleSize'],
    ['Örnek sayısı', 'sampleSize'],
    ['Sample size', 'sampleSize'],
    ['Numune sıklığı', 'sampleFrequency'],
    ['Frekans', 'sampleFrequency'],
    ['Kontrol sıklığı', 'sampleFrequency'],
    ['Sample frequency', 'sampleFrequency'],
    ['Frequency', 'sampleFrequency'],
  ])('maps a column headed "%s" to %s and fills the row', (heading, field) => {
    const result = run([
      ['Proses Adımı', 'Hata Türü', 'Şiddet', 'Olasılık', 'Tespit', heading],
      ['Pres', 'Çapak', 7, 4, 5, 'yazılan değer'],
    ]);
    expect(result.mapping[field as keyof typeof result.mapping]?.column).toBe(5);
    expect(result.rows[0]).toMatchObject({
      [field]: 'yazılan değer',
      severity: 7,
      occurrence: 4,
      detection: 5,
    });
  });

  it('reads the AIAG group headings: "Sample" over "Size" and "Freq.", "Numune" over "Büyüklük" and "Sıklık"', () => {
    for (const [group, size, freq] of [
      ['Sample', 'Size', 'Freq.'],
      ['Numune', 'Büyüklük', 'Sıklık'],
    ] as const) {
      const result = run(
        [
          ['Process Step', 'Failure Mode', 'Severity', 'Occurrence', 'Detection', group, ''],
          ['', '', '', '', '', size, freq],
          ['Press', 'Burr', 7, 4, 5, '5 pcs', 'Each shift'],
        ],
        ['A1:A2', 'B1:B2', 'C1:C2', 'D1:D2', 'E1:E2', 'F1:G1'],
      );
      expect(columns(result), group).toMatchObject({ occurrence: 3, sampleSize: 5, sampleFrequency: 6 });
      expect(result.rows[0]).toMatchObject({
        sampleSize: '5 pcs',
        sampleFrequency: 'Each shift',
        occurrence: 4,
      });
    }
  });

  it('keeps the PFMEA fields on their columns: requirements, special class and a characteristic number are no CP column', () => {
    const result = run([
      [
        'Process Function / Requirements',
        'Requirements',
        'Characteristic No.',
        'Potential Failure Mode',
        'Severity',
        'Characteristic Class',
        'Potential Cause',
        'Occurrence',
        'Current Process Controls Detection',
        'Detection',
        'RPN',
      ],
      ['Weld', 'Weld strength ≥ 5 kN', '12', 'Weak weld', 8, 'SC', 'Low current', 3, 'Pull test', 4, 96],
    ]);
    const mapped = columns(result);
    expect(mapped.specification).toBeUndefined();
    expect(mapped.characteristic).toBeUndefined();
    expect(mapped).toMatchObject({
      potentialFailure: 3,
      classification: 5,
      detectionControls: 8,
      detection: 9,
    });
    expect(result.rows[0]).toMatchObject({ specialClass: 'SC', specification: '', characteristic: '' });
    // The Turkish 'Özel Karakteristik' and 'Karakteristik Sınıfı' are the class too.
    for (const heading of ['Özel Karakteristik', 'Karakteristik Sınıfı', 'Special Characteristics']) {
      const turkish = run([
        ['Proses Adımı', 'Hata Türü', 'Şiddet', heading, 'Olasılık', 'Tespit'],
        ['Pres', 'Çapak', 9, 'CC', 4, 5],
      ]);
      expect(columns(turkish), heading).toMatchObject({ classification: 3 });
      expect(columns(turkish).characteristic, heading).toBeUndefined();
    }
  });
});
