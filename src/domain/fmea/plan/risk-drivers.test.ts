import { describe, expect, it } from 'vitest';
import { riskDrivers } from './risk-drivers';

describe('riskDrivers: what drives the risk decides the action', () => {
  it.each([
    // S, O, D, primary, secondary, reason fragments
    [9, 2, 2, 'design', [], ['S=9 ≥ 9: güvenlik veya mevzuat etkisi']],
    [
      10,
      7,
      8,
      'design',
      ['detection', 'prevention'],
      ['S=10 ≥ 9', 'O=7 ≥ 6: oluşum sık', 'D=8 > 7: tespit zayıf'],
    ],
    [10, 8, 3, 'design', ['prevention'], ['O=8 ≥ 6: oluşum sık']],
    [7, 8, 3, 'prevention', [], ['O=8 ≥ 6: oluşum sık']],
    [7, 3, 8, 'detection', [], ['D=8 > 7: tespit zayıf']],
    [7, 3, 7, 'detection', [], ['D=7 ≥ 5: tespit yetersiz']],
    [7, 2, 5, 'detection', [], ['D=5 ≥ 5: tespit yetersiz']],
    [8, 6, 6, 'prevention', ['detection'], ['O=6 ≥ 6', 'D=6 ≥ 5']],
    [8, 6, 9, 'detection', ['prevention'], ['D=9 > 7: tespit zayıf']],
    [5, 4, 3, 'prevention', [], ['O=4 ≥ D=3: risk en çok oluşumdan']],
    [5, 2, 4, 'detection', [], ['D=4 > O=2: risk en çok tespitten']],
    [1, 1, 1, 'prevention', [], ['O=1 ≥ D=1']],
  ] as const)('S=%i O=%i D=%i → %s then %j', (s, o, d, primary, secondary, reasons) => {
    const drivers = riskDrivers(s, o, d);
    expect(drivers.primary).toBe(primary);
    expect(drivers.secondary).toEqual(secondary);
    for (const fragment of reasons) expect(drivers.reasons.join('; ')).toContain(fragment);
  });

  it('D=7 is not called weak (only D > 7 is)', () => {
    expect(riskDrivers(5, 2, 7).reasons.join()).not.toContain('tespit zayıf');
    expect(riskDrivers(5, 2, 8).reasons.join()).toContain('D=8 > 7: tespit zayıf');
  });
});
