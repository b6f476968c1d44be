import type { TCapabilityClassId, TCapabilityColour } from './contract';
import { round4 } from './number-format';

export interface CapabilityClass {
  id: TCapabilityClassId;
  label: string;
  /** Design-token name the screen maps to its palette. */
  colour: TCapabilityColour;
  recommendation: string;
  /** Lowest Cpk (inclusive) of the class. */
  minCpk: number;
}

/**
 * Spec's Cpk classes, best first.
 * @internal
 */
export const CAPABILITY_CLASSES: readonly CapabilityClass[] = [
  {
    id: 'excellent',
    label: 'Mükemmel',
    colour: 'green',
    minCpk: 1.67,
    recommendation: 'Proses mükemmel durumda. Mevcut durumu koruyun.',
  },
  {
    id: 'adequate',
    label: 'Yeterli',
    colour: 'blue',
    minCpk: 1.33,
    recommendation:
      'Proses yeterli ve kabul edilebilir durumda. Sürekli iyileştirme çalışmalarına devam edin.',
  },
  {
    id: 'marginal',
    label: 'Marjinal',
    colour: 'yellow',
    minCpk: 1,
    recommendation: 'Proses kritik sınırda. Acil iyileştirme çalışması başlatın.',
  },
  {
    id: 'inadequate',
    label: 'Yetersiz',
    colour: 'red',
    minCpk: Number.NEGATIVE_INFINITY,
    recommendation: 'Proses yetersiz ve kabul edilemez. Derhal düzeltici faaliyet başlatın.',
  },
];

/**
 * Cpk class per the spec: ≥ 1.67 Mükemmel, 1.33–1.67 Yeterli, 1.00–1.33 Marjinal, < 1.00 Yetersiz.
 * Classifies the 4-decimal value the user sees, so '1,6700' is never labelled 'Yeterli' and a
 * computed 1.3299999999999998 counts as 1.33.
 */
export function classifyCpk(cpk: number): CapabilityClass {
  const shown = round4(cpk);
  const found = CAPABILITY_CLASSES.find((c) => shown >= c.minCpk);
  // NaN matches no class; calculateCapability never passes one, but the worst class is the safe answer
  return found ?? (CAPABILITY_CLASSES[CAPABILITY_CLASSES.length - 1] as CapabilityClass);
}
