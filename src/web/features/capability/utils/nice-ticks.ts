import { roundTo } from '../../../../domain/capability/number-format';

export interface NiceTicks {
  ticks: number[];
  /** Decimals that show every tick exactly (0,05 steps → 2). */
  digits: number;
}

/**
 * Axis ticks on 1-2-5 steps (Heckbert, "Nice numbers for graph labels", Graphics Gems 1990), so a
 * histogram of 99,87…100,07 reads 99,9 / 100,0 / 100,1 instead of 99,870 / 99,938 / ….
 */
export function niceTicks(min: number, max: number, target = 6): NiceTicks {
  const span = max - min;
  if (!(span > 0) || !Number.isFinite(span)) return { ticks: [min], digits: 3 };
  const raw = span / Math.max(1, target);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const step = (normal < 1.5 ? 1 : normal < 3 ? 2 : normal < 7 ? 5 : 10) * magnitude;
  const digits = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const ticks: number[] = [];
  // stepping by index, not by repeated addition, keeps binary error from piling up
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + step * 1e-9; k++)
    ticks.push(roundTo(k * step, digits));
  return { ticks, digits };
}
