import type { TCapabilityResult, TControlLimits } from './contract';
import { summarize } from './descriptive';

/**
 * Control-chart constants for moving ranges of span 2 (Montgomery, Introduction to Statistical Quality
 * Control, Appendix VI; AIAG SPC manual): d2 = 1.128, E2 = 3/d2 = 2.66, D4 = 3.267 (D3 = 0).
 */
export const IMR_CONSTANTS = { d2: 1.128, e2: 2.66, d4: 3.267 } as const;

export type ImrLimits = TCapabilityResult['imr'];

export interface ImrPoint {
  /** 1-based measurement number ("Ölçüm No"); a moving range carries the number of its second value. */
  observation: number;
  value: number;
  outOfControl: boolean;
}

export interface ImrChartSeries extends Omit<TControlLimits, 'outOfControl'> {
  points: ImrPoint[];
}

export interface ImrChartData {
  individuals: ImrChartSeries;
  movingRange: ImrChartSeries;
}

const read = (values: ArrayLike<number>, i: number): number => values[i] as number;

function limitsFrom(mean: number, mrBar: number) {
  return {
    individuals: {
      cl: mean,
      ucl: mean + IMR_CONSTANTS.e2 * mrBar,
      lcl: mean - IMR_CONSTANTS.e2 * mrBar,
    },
    movingRange: { cl: mrBar, ucl: IMR_CONSTANTS.d4 * mrBar, lcl: 0 },
  };
}

/**
 * Walks the series once and reports every point beyond its limits (strictly outside).
 * With MR̄ = 0 (all values equal) the limits collapse onto the mean and nothing is flagged:
 * the rounding of the mean by one ulp must not turn a flat series into 'out of control'.
 */
function scan(
  values: ArrayLike<number>,
  mean: number,
  mrBar: number,
  visit: (kind: 'individuals' | 'movingRange', observation: number, value: number, out: boolean) => void,
): ReturnType<typeof limitsFrom> {
  const limits = limitsFrom(mean, mrBar);
  const { individuals: i, movingRange: mr } = limits;
  const active = mrBar > 0;
  for (let k = 0; k < values.length; k++) {
    const x = read(values, k);
    visit('individuals', k + 1, x, active && (x > i.ucl || x < i.lcl));
    if (k > 0) {
      const range = Math.abs(x - read(values, k - 1));
      visit('movingRange', k + 1, range, active && range > mr.ucl);
    }
  }
  return limits;
}

/**
 * I-MR chart limits: individuals X̄ ± 2.66·MR̄, moving range centre MR̄, UCL 3.267·MR̄, LCL 0
 * (Montgomery, SQC, §6.4), with the 1-based numbers of the points beyond them.
 */
export function computeImrLimits(values: ArrayLike<number>, mean?: number, mrBar?: number): ImrLimits {
  const known = mean !== undefined && mrBar !== undefined ? { mean, mrBar } : summarize(values);
  const individualsOut: number[] = [];
  const movingRangeOut: number[] = [];
  const limits = scan(values, known.mean, known.mrBar, (kind, observation, _value, out) => {
    if (out) (kind === 'individuals' ? individualsOut : movingRangeOut).push(observation);
  });
  return {
    individuals: { ...limits.individuals, outOfControl: individualsOut },
    movingRange: { ...limits.movingRange, outOfControl: movingRangeOut },
  };
}

/**
 * Every point of the I-MR chart with its out-of-control flag, for the screen (the API result only
 * carries the limits). Same limits as computeImrLimits / calculateCapability.
 */
export function buildImrChartData(values: ArrayLike<number>): ImrChartData {
  const { mean, mrBar } = summarize(values);
  const individuals: ImrPoint[] = [];
  const movingRange: ImrPoint[] = [];
  const limits = scan(values, mean, mrBar, (kind, observation, value, outOfControl) => {
    (kind === 'individuals' ? individuals : movingRange).push({ observation, value, outOfControl });
  });
  return {
    individuals: { ...limits.individuals, points: individuals },
    movingRange: { ...limits.movingRange, points: movingRange },
  };
}
