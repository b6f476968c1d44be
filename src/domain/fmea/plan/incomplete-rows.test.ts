import { describe, expect, it } from 'vitest';
import type { TFmeaRow } from '../contract';
import { excludedRows, exclusionReason, isRated, missingRatings } from './incomplete-rows';

const row = (id: string, occurrence: number | null, detection: number | null): TFmeaRow => ({
  id,
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapak',
  effects: '',
  severity: 7,
  causes: '',
  occurrence,
  controls: '',
  preventionControls: '',
  detectionControls: '',
  detection,
  rpn: occurrence !== null && detection !== null ? 7 * occurrence * detection : null,
  sourceRow: null,
});

describe('incomplete rows (issue 23 §6)', () => {
  it.each([
    [5, 5, []],
    [null, 5, ['occurrence']],
    [5, null, ['detection']],
    [null, null, ['occurrence', 'detection']],
  ] as const)('O=%s D=%s lacks %j', (o, d, missing) => {
    expect(missingRatings({ occurrence: o, detection: d })).toEqual(missing);
    expect(isRated(row('r', o, d))).toBe(missing.length === 0);
  });

  it('names what is missing in the reason', () => {
    expect(exclusionReason(['occurrence', 'detection'])).toBe(
      'Eksik derecelendirme: O (olasılık) ve D (tespit) girilmemiş; satır tamamlanınca (FMEA’yı düzenleyip) plana alınır.',
    );
    expect(exclusionReason(['detection'])).toContain('D (tespit) girilmemiş');
  });

  it('lists only the incomplete rows, in order', () => {
    const out = excludedRows([row('a', 5, 5), row('b', null, 4), row('c', 3, null)]);
    expect(out.map((e) => [e.rowId, e.missing])).toEqual([
      ['b', ['occurrence']],
      ['c', ['detection']],
    ]);
    expect(out[0]).toMatchObject({ processStep: 'Op 20 Enjeksiyon', potentialFailure: 'Çapak' });
  });
});
