import type { TActionPriority, TRpnBandColour } from '../contract';

const BAND_WORDS: Readonly<Record<TRpnBandColour, string>> = {
  red: 'yüksek',
  yellow: 'orta',
  green: 'düşük',
};
/** The AP an RPN band would suggest if it were the priority: the level the reader reads off its colour. */
const BAND_LEVEL: Readonly<Record<TRpnBandColour, TActionPriority>> = { red: 'H', yellow: 'M', green: 'L' };
const AP_RANK: Readonly<Record<TActionPriority, number>> = { H: 0, M: 1, L: 2 };
const AP_WORDS: Readonly<Record<TActionPriority, string>> = { H: 'yüksek', M: 'orta', L: 'düşük' };

export interface PriorityFacts {
  rpn: number;
  rpnBand: TRpnBandColour;
  actionPriority: TActionPriority;
  severity: number;
  occurrence: number;
  detection: number;
}

/**
 * Whether the RPN's colour band and the AP tell the reader two different priorities.
 * @internal
 */
export function bandDisagrees(facts: Pick<PriorityFacts, 'rpnBand' | 'actionPriority'>): boolean {
  return BAND_LEVEL[facts.rpnBand] !== facts.actionPriority;
}

/**
 * Where the RPN band and the AP disagree, why, in words (issue 23 §3): 'RPN 162 yüksek bantta, ancak
 * AP L: şiddet 6, tespit 9, oluşum 3; …'. The AP table (AIAG-VDA 2019) weighs severity first, then
 * occurrence, then detection, while the RPN multiplies the three alike: a high RPN made by a high D
 * under a middling S is AP L or M, and S 9-10 is AP H or M whatever the RPN. Null where they agree.
 */
export function priorityNote(facts: PriorityFacts): string | null {
  if (!bandDisagrees(facts)) return null;
  const { rpn, rpnBand, actionPriority: ap, severity: s, occurrence: o, detection: d } = facts;
  const head = `RPN ${rpn} ${BAND_WORDS[rpnBand]} bantta, ancak AP ${ap}: şiddet ${s}, tespit ${d}, oluşum ${o}`;
  const apLower = AP_RANK[ap] > AP_RANK[BAND_LEVEL[rpnBand]];
  let why: string;
  if (apLower) {
    // what made the RPN big: the largest factor that is not severity (S is what AP weighs most)
    const driver = d >= o ? `tespit ${d}` : `oluşum ${o}`;
    why = `RPN'i en çok ${driver} büyütüyor; AP tablosu önce şiddete, sonra oluşuma bakar ve şiddet ${s} ile bu satırı ${AP_WORDS[ap]} önceliğe koyar`;
  } else {
    const driver = s >= 9 ? `şiddet ${s} (güvenlik/mevzuat)` : s >= o ? `şiddet ${s}` : `oluşum ${o}`;
    why = `RPN düşük kalsa da AP tablosu ${driver} nedeniyle bu satırı ${AP_WORDS[ap]} önceliğe koyar`;
  }
  return `${head}; ${why}. Öncelik AP'dir.`;
}
