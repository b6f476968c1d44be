import { describe, expect, it } from 'vitest';
import {
  completionRate,
  efficiency,
  efficiencyBand,
  progressBand,
  roundedMean,
  taskProgress,
  workloadBand,
  workloadPercentage,
} from './progress';

describe('task progress', () => {
  it.each([
    [0, 8, 0],
    [2, 8, 25],
    [4, 8, 50],
    [7.5, 10, 75],
    [8, 8, 100],
    [12, 8, 100],
    [1, 3, 33],
    [3, 0, 0],
  ])('%d of %d hours = %d %%', (done, estimated, expected) => {
    expect(taskProgress(done, estimated)).toBe(expected);
  });

  it.each([
    [0, 'red'],
    [24, 'red'],
    [25, 'orange'],
    [49, 'orange'],
    [50, 'yellow'],
    [69, 'yellow'],
    [70, 'blue'],
    [89, 'blue'],
    [90, 'green'],
    [100, 'green'],
  ] as const)('progress %d %% is %s (bands at 25, 50, 70, 90)', (p, band) => {
    expect(progressBand(p)).toBe(band);
  });
});

describe('workload', () => {
  it('is open remaining hours against the weekly capacity', () => {
    expect(workloadPercentage(20, 40)).toBe(50);
    expect(workloadPercentage(36, 40)).toBe(90);
    expect(workloadPercentage(60, 40)).toBe(150);
    expect(workloadPercentage(10, 0)).toBe(0);
  });

  it.each([
    [0, 'green'],
    [49, 'green'],
    [50, 'yellow'],
    [69, 'yellow'],
    [70, 'orange'],
    [89, 'orange'],
    [90, 'red'],
    [140, 'red'],
  ] as const)('workload %d %% is %s', (w, band) => {
    expect(workloadBand(w)).toBe(band);
  });
});

describe('efficiency', () => {
  it('is the on-time share of completed tasks, null when none completed', () => {
    expect(efficiency(3, 4)).toBe(75);
    expect(efficiency(0, 2)).toBe(0);
    expect(efficiency(0, 0)).toBeNull();
  });

  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'blue'],
    [80, 'blue'],
    [79, 'yellow'],
    [70, 'yellow'],
    [69, 'red'],
  ] as const)('efficiency %d %% is %s (bands 90, 80, 70)', (e, band) => {
    expect(efficiencyBand(e)).toBe(band);
  });

  it('computes rates and means', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(0, 0)).toBe(0);
    expect(roundedMean([50, 75])).toBe(63);
    expect(roundedMean([])).toBeNull();
  });
});
