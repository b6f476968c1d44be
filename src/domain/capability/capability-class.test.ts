import { describe, expect, it } from 'vitest';
import { CAPABILITY_CLASSES, classifyCpk } from './capability-class';

describe('classifyCpk (spec Cpk classes)', () => {
  it.each([
    [2.5, 'excellent', 'Mükemmel', 'green'],
    [1.67, 'excellent', 'Mükemmel', 'green'],
    [1.66999, 'excellent', 'Mükemmel', 'green'], // shown as 1,6700
    [1.66994, 'adequate', 'Yeterli', 'blue'], // shown as 1,6699
    [1.33, 'adequate', 'Yeterli', 'blue'],
    [1.3299999999999998, 'adequate', 'Yeterli', 'blue'], // floating-point 1.33
    [1.3299, 'marginal', 'Marjinal', 'yellow'],
    [1, 'marginal', 'Marjinal', 'yellow'],
    [0.9999, 'inadequate', 'Yetersiz', 'red'],
    [-0.4, 'inadequate', 'Yetersiz', 'red'],
    [Number.NaN, 'inadequate', 'Yetersiz', 'red'],
  ])('Cpk %d → %s (%s, %s)', (cpk, id, label, colour) => {
    expect(classifyCpk(cpk)).toMatchObject({ id, label, colour });
  });

  it('has a Turkish recommendation per class, keep-as-is for Mükemmel', () => {
    expect(classifyCpk(2).recommendation).toBe('Proses mükemmel durumda. Mevcut durumu koruyun.');
    expect(classifyCpk(1.4).recommendation).toMatch(/iyileştirme/);
    expect(classifyCpk(1.1).recommendation).toMatch(/Acil/);
    expect(classifyCpk(0.5).recommendation).toMatch(/Derhal düzeltici faaliyet/);
    expect(new Set(CAPABILITY_CLASSES.map((c) => c.recommendation)).size).toBe(4);
  });
});
