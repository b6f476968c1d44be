import type { TRpnBandColour } from '../contract';
import type { TRpnBands } from '../settings-contract';

/**
 * Colour band of an RPN (S × O × D, 1-1000, shown for information; the AP table decides the
 * priority): ≥ red → red, ≥ yellow → yellow, else green (spec defaults 150 / 100).
 */
export function rpnBand(rpn: number, bands: TRpnBands): TRpnBandColour {
  if (rpn >= bands.red) return 'red';
  if (rpn >= bands.yellow) return 'yellow';
  return 'green';
}
