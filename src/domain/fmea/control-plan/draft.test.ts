import { describe, expect, it } from 'vitest';
import type { TFmeaRow } from '../contract';
import { controlPlanDraft, specialClassOf } from './draft';
import { splitOperation } from './operation-key';

let next = 0;
function line(partial: Partial<TFmeaRow>): TFmeaRow {
  next += 1;
  return {
    id: `r${next}`,
    processStep: 'Op 20 Enjeksiyon',
    potentialFailure: 'Çapak',
    effects: 'Montajda takılma',
    severity: 5,
    causes: 'Kalıp aşınması',
    occurrence: 3,
    controls: '',
    preventionControls: '',
    detectionControls: '',
    detection: 4,
    rpn: 60,
    sourceRow: null,
    ...partial,
  };
}

describe('splitOperation', () => {
  it.each([
    ['Op 20 Enjeksiyon', '20', 'Enjeksiyon'],
    ['OP.30 - Kesme', '30', 'Kesme'],
    ['040: Büküm', '040', 'Büküm'],
    ['Operasyon 50 İşaretleme', '50', 'İşaretleme'],
    ['Kaynak', '', 'Kaynak'],
    ['2,5 mm delik', '', '2,5 mm delik'],
    ['20', '20', '20'],
  ])('%s → %s / %s', (step, number, name) => {
    expect(splitOperation(step)).toEqual({ number, name });
  });
});

describe('specialClassOf', () => {
  it.each([
    ['CC', 'CC'],
    [' SC ', 'SC'],
    ['Ⓢ', 'Ⓢ'],
    ['Yok', ''],
    ['-', ''],
    ['', ''],
  ])('%s → %s', (written, expected) => {
    expect(specialClassOf({ specialClass: written })).toBe(expected);
  });
});

describe('controlPlanDraft', () => {
  it('a detection control becomes a row: method from detection, control method from prevention', () => {
    const [row, ...rest] = controlPlanDraft([
      line({
        detectionControls: 'Görsel kontrol, sınır numunesi',
        preventionControls: 'Kalıp bakım planı',
        workElement: 'Enjeksiyon makinesi M-04',
      }),
    ]);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      source: 'detection',
      operationNumber: '20',
      processName: 'Enjeksiyon',
      machine: 'Enjeksiyon makinesi M-04',
      characteristicNumber: '1',
      productCharacteristic: 'Çapak',
      specialClass: '',
      measurementTechnique: 'Görsel kontrol, sınır numunesi',
      controlMethod: 'Kalıp bakım planı',
      reactionPlan: '',
    });
    // no class on an ordinary characteristic is no gap; the rest the PFMEA did not give is to fill
    expect(row?.toFill).toEqual(['specification', 'sampleSize', 'sampleFrequency', 'reactionPlan']);
  });

  it('CC/SC lines and S ≥ 9 lines are rows even without a detection control', () => {
    const rows = controlPlanDraft([
      line({
        processStep: 'Op 30 Kaynak',
        potentialFailure: 'Yetersiz nüfuziyet',
        specialClass: 'CC',
        severity: 8,
      }),
      line({ processStep: 'Op 30 Kaynak', potentialFailure: 'Kaynak çatlağı', severity: 9 }),
      line({ processStep: 'Op 30 Kaynak', potentialFailure: 'Sıçrantı', severity: 4 }),
    ]);
    expect(rows.map((r) => [r.productCharacteristic, r.source, r.specialClass])).toEqual([
      ['Yetersiz nüfuziyet', 'special-class', 'CC'],
      ['Kaynak çatlağı', 'special-severity', ''],
    ]);
    // the class of an S ≥ 9 candidate is the team's decision: asked for, never invented
    expect(rows[1]?.toFill).toContain('specialClass');
    expect(rows[0]?.toFill).not.toContain('specialClass');
    expect(rows[0]?.toFill).toContain('measurementTechnique');
  });

  it('takes characteristic, specification, sample size and frequency from the line when the file had them', () => {
    const [row] = controlPlanDraft([
      line({
        characteristic: 'Et kalınlığı',
        specification: '2,0 ± 0,1 mm',
        sampleSize: '5 adet',
        sampleFrequency: 'Her vardiya',
        detectionControls: 'Mikrometre ile ölçüm',
        preventionControls: 'SPC',
      }),
    ]);
    expect(row).toMatchObject({
      productCharacteristic: 'Et kalınlığı',
      specification: '2,0 ± 0,1 mm',
      sampleSize: '5 adet',
      sampleFrequency: 'Her vardiya',
    });
    expect(row?.toFill).toEqual(['machine', 'reactionPlan']);
  });

  it('an AIAG-4 single controls column is read as the evaluation method', () => {
    const [row] = controlPlanDraft([line({ controls: 'Mastar ile %100 kontrol' })]);
    expect(row).toMatchObject({ measurementTechnique: 'Mastar ile %100 kontrol', controlMethod: '' });
    expect(row?.toFill).toContain('controlMethod');
  });

  it('every operation is in the plan: one with no qualifying line gets a row from its first line', () => {
    const rows = controlPlanDraft([
      line({ processStep: 'Op 10 Giriş Kontrol', detectionControls: 'Sertifika kontrolü' }),
      line({ processStep: 'Op 20 Depolama', potentialFailure: 'Korozyon' }),
      line({ processStep: 'Op 20 Depolama', potentialFailure: 'Ezilme' }),
    ]);
    expect(rows.map((r) => [r.operationNumber, r.productCharacteristic, r.source])).toEqual([
      ['10', 'Çapak', 'detection'],
      ['20', 'Korozyon', 'operation'],
    ]);
    expect(rows.map((r) => r.characteristicNumber)).toEqual(['1', '2']);
  });

  it('several causes of one failure with the same control give one row', () => {
    const rows = controlPlanDraft([
      line({ causes: 'Aşınmış zımba', detectionControls: 'Görsel kontrol' }),
      line({ causes: 'Yanlış program seçimi', detectionControls: 'Görsel kontrol' }),
      line({ causes: 'Malzeme lotu', detectionControls: 'Kumpas ile ölçüm' }),
    ]);
    expect(rows.map((r) => r.measurementTechnique)).toEqual(['Görsel kontrol', 'Kumpas ile ölçüm']);
  });

  it('keeps the PFMEA order and lines without O or D (a special characteristic is special unrated too)', () => {
    const rows = controlPlanDraft([
      line({
        processStep: 'Op 40 Montaj',
        potentialFailure: 'Eksik vida',
        severity: 10,
        occurrence: null,
        rpn: null,
      }),
      line({
        processStep: 'Op 50 Paketleme',
        potentialFailure: 'Yanlış etiket',
        detectionControls: 'Barkod okuma',
      }),
    ]);
    expect(rows.map((r) => r.operationNumber)).toEqual(['40', '50']);
    expect(rows[0]?.source).toBe('special-severity');
  });
});
