import { describe, expect, it } from 'vitest';
import { rpnBand } from './rpn-band';

describe('rpnBand (spec §9: ≥150 red, 100-149 yellow, <100 green)', () => {
  it.each([
    [1000, 'high'],
    [150, 'high'],
    [149, 'medium'],
    [125, 'medium'],
    [100, 'medium'],
    [99, 'low'],
    [1, 'low'],
  ] as const)('%i → %s', (rpn, band) => expect(rpnBand(rpn)).toBe(band));

  it('follows bands set in Ayarlar', () => {
    expect(rpnBand(120, { red: 120, yellow: 80 })).toBe('high');
    expect(rpnBand(80, { red: 120, yellow: 80 })).toBe('medium');
  });
});
