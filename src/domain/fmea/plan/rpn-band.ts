import type { TRpnBandColour } from '../contract';
import type { TRpnBands } from '../settings-contract';

/** RPN = S × O × D (1-1000), shown for information; the AP table decides the priority. */
export function rpnOf(severity: number, occurrence: number, detection: number): number {
  return severity * occurrence * detection;
}

/** Colour band of an RPN: ≥ red → red, ≥ yellow → yellow, else green (spec defaults 150 / 100). */
export function rpnBand(rpn: number, bands: TRpnBands): TRpnBandColour {
  if (rpn >= bands.red) return 'red';
  if (rpn >= bands.yellow) return 'yellow';
  return 'green';
}
