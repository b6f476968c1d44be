import { describe, expect, it } from 'vitest';
import type { TImportedFmeaRow } from '../../../../domain/fmea/import/contract';
import { reviewRows, toFmeaRows } from './review-rows';

const row = (over: Partial<TImportedFmeaRow>): TImportedFmeaRow => ({
  sourceRow: 8,
  processStep: 'Kaynak',
  potentialFailure: 'Eksik kaynak',
  effects: 'Kopma',
  severity: 8,
  causes: 'Akım düşük',
  occurrence: 4,
  controls: 'Görsel',
  preventionControls: '',
  detectionControls: '',
  detection: 6,
  rpn: 192,
  fileRpn: 192,
  fileAp: null,
  revised: null,
  processItem: '',
  workElement: '',
  specialClass: '',
  characteristic: '',
  specification: '',
  sampleSize: '',
  sampleFrequency: '',
  recommendedAction: '',
  responsible: '',
  targetDate: '',
  actionTaken: '',
  issues: [],
  ...over,
});

describe('reviewRows', () => {
  it('flags an invalid rating until it is fixed, then computes the RPN', () => {
    const bad = row({
      detection: null,
      rpn: null,
      fileRpn: 80,
      issues: [{ field: 'detection', code: 'out_of_range', message: 'x', value: '12' }],
    });
    expect(reviewRows([bad], new Map())[0]).toMatchObject({
      invalid: ['detection'],
      incomplete: [],
      rpn: null,
      rpnDiffers: false,
    });
    const fixed = reviewRows([bad], new Map([[8, { detection: 2 }]]))[0];
    expect(fixed).toMatchObject({ invalid: [], detection: 2, rpn: 64, rpnDiffers: true });
  });

  it('a blank O or D is incomplete, not invalid; a blank S stays invalid (issue 23 §6)', () => {
    const [blank] = reviewRows([row({ occurrence: null, detection: null, rpn: null })], new Map());
    expect(blank).toMatchObject({ invalid: [], incomplete: ['occurrence', 'detection'], rpn: null });
    const [noSeverity] = reviewRows([row({ severity: null, rpn: null })], new Map());
    expect(noSeverity).toMatchObject({ invalid: ['severity'], incomplete: [] });
  });

  it('marks a file RPN that differs from S×O×D, and not one that agrees', () => {
    expect(reviewRows([row({ fileRpn: 200 })], new Map())[0]?.rpnDiffers).toBe(true);
    expect(reviewRows([row({ fileRpn: 192 })], new Map())[0]?.rpnDiffers).toBe(false);
    expect(reviewRows([row({ fileRpn: null })], new Map())[0]?.rpnDiffers).toBe(false);
  });

  it('sends the fixed values with the source row and what the file carries besides S/O/D', () => {
    const rows = reviewRows(
      [
        row({
          severity: null,
          processItem: 'Kapı paneli',
          workElement: 'Makine',
          specialClass: 'CC',
          characteristic: 'Kaynak nüfuziyeti',
          specification: '≥ 1,2 mm',
          sampleSize: '5 adet',
          sampleFrequency: 'Her vardiya',
          recommendedAction: 'Poka-yoke',
          responsible: 'A. Yılmaz',
          targetDate: '30.06.2026',
          actionTaken: 'Sensör eklendi',
          fileAp: 'M',
          revised: { severity: 9, occurrence: 2, detection: 3, rpn: 54 },
        }),
      ],
      new Map([[8, { severity: 9 }]]),
    );
    expect(toFmeaRows(rows)[0]).toEqual({
      processStep: 'Kaynak',
      potentialFailure: 'Eksik kaynak',
      effects: 'Kopma',
      severity: 9,
      causes: 'Akım düşük',
      occurrence: 4,
      controls: 'Görsel',
      preventionControls: '',
      detectionControls: '',
      detection: 6,
      sourceRow: 8,
      processItem: 'Kapı paneli',
      workElement: 'Makine',
      specialClass: 'CC',
      characteristic: 'Kaynak nüfuziyeti',
      specification: '≥ 1,2 mm',
      sampleSize: '5 adet',
      sampleFrequency: 'Her vardiya',
      recommendedAction: 'Poka-yoke',
      responsible: 'A. Yılmaz',
      targetDate: '30.06.2026',
      actionTaken: 'Sensör eklendi',
      fileAp: 'M',
      revised: { severity: 9, occurrence: 2, detection: 3 },
    });
  });
});
