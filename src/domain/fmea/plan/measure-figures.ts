import type { TPlanItem } from '../contract';

/** The reason line that quotes the cause's own words (cause-measures.ts causeReasonLine). */
const CAUSE_WORDS_MARK = 'neden sözcükleri:';

export interface MeasureFigures {
  items: number;
  /** Different preventive action texts among the items. */
  distinctMeasures: number;
  /** Items whose reason names the cause words that chose the measure. */
  reasonsNamingCause: number;
  /** reasonsNamingCause / items, 0-1 (0 for no items). */
  shareNamingCause: number;
}

/** How far a plan's measures follow the causes (issue 23 §4 acceptance figures). */
export function measureFigures(items: readonly TPlanItem[]): MeasureFigures {
  const distinct = new Set(items.map((item) => item.preventiveAction)).size;
  const naming = items.filter((item) => item.reason.includes(CAUSE_WORDS_MARK)).length;
  return {
    items: items.length,
    distinctMeasures: distinct,
    reasonsNamingCause: naming,
    shareNamingCause: items.length === 0 ? 0 : naming / items.length,
  };
}
