import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it.each([
    [99.47, 100.53, { ticks: [99.6, 99.8, 100, 100.2, 100.4], digits: 1 }],
    [24.947, 25.053, { ticks: [24.96, 24.98, 25, 25.02, 25.04], digits: 2 }],
    [0, 0.186, { ticks: [0, 0.05, 0.1, 0.15], digits: 2 }],
    [0, 11, { ticks: [0, 2, 4, 6, 8, 10], digits: 0 }],
    [-3, 3, { ticks: [-3, -2, -1, 0, 1, 2, 3], digits: 0 }],
  ])('%d…%d', (min, max, expected) => {
    expect(niceTicks(min, max)).toEqual(expected);
  });

  it('answers one tick for an empty span', () => {
    expect(niceTicks(5, 5).ticks).toEqual([5]);
  });
});
