import { describe, expect, it } from 'vitest';
import { DEFAULT_RPN_BANDS } from '../settings-contract';
import { rpnBand } from './rpn-band';

describe('rpnBand', () => {
  it.each([
    [1000, 'red'],
    [150, 'red'],
    [149, 'yellow'],
    [100, 'yellow'],
    [99, 'green'],
    [1, 'green'],
  ] as const)('spec defaults: RPN %i is %s', (rpn, colour) => {
    expect(rpnBand(rpn, DEFAULT_RPN_BANDS)).toBe(colour);
  });

  it.each([
    [200, 'red'],
    [199, 'yellow'],
    [40, 'yellow'],
    [39, 'green'],
  ] as const)('configured 200 / 40: RPN %i is %s', (rpn, colour) => {
    expect(rpnBand(rpn, { red: 200, yellow: 40 })).toBe(colour);
  });

  it('a new manual row (5/5/5, RPN 125) is yellow', () => {
    expect(rpnBand(5 * 5 * 5, DEFAULT_RPN_BANDS)).toBe('yellow');
  });
});
