/** RPN colour limits: spec §9 defaults (≥150 red, 100-149 yellow, <100 green); Ayarlar may change them. */
export interface RpnBands {
  red: number;
  yellow: number;
}

export const DEFAULT_RPN_BANDS: RpnBands = { red: 150, yellow: 100 };

export type RpnBand = 'high' | 'medium' | 'low';

/** Which colour band an RPN falls in. */
export function rpnBand(rpn: number, bands: RpnBands = DEFAULT_RPN_BANDS): RpnBand {
  if (rpn >= bands.red) return 'high';
  if (rpn >= bands.yellow) return 'medium';
  return 'low';
}

/** Red / yellow / green with text dark enough for WCAG AA on its own background. */
export const BAND_CLASSES: Record<RpnBand, string> = {
  high: 'bg-red-100 text-red-800 ring-red-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  low: 'bg-green-100 text-green-800 ring-green-300',
};
