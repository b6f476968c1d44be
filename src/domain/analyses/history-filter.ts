/**
 * Report history filtering rules shared by the list API, the bulk PDF and any client-side check.
 * Pure: no I/O.
 */
import { trIncludes } from '../shared/turkish-text';
import { PROBLEM_CATEGORY_LABELS, type TProblemCategory, type TReportCategoryFilter } from './contract';

const CATEGORY_IDS = Object.keys(PROBLEM_CATEGORY_LABELS) as TProblemCategory[];

/**
 * The categories a history filter keeps, by the spec's rule "matched by substring of the category
 * text" on the Turkish label ('kalite' keeps 'Kalite', 'cevre' keeps 'Çevre'); null = no filter.
 */
export function categoriesForFilter(filter: TReportCategoryFilter): TProblemCategory[] | null {
  if (filter === 'all') return null;
  return CATEGORY_IDS.filter((id) => trIncludes(PROBLEM_CATEGORY_LABELS[id], filter));
}

/** Spec: technical accuracy = average confidence + 5, at most 100; null without analyses. */
export function technicalAccuracy(averageConfidence: number | null): number | null {
  return averageConfidence === null ? null : Math.min(100, averageConfidence + 5);
}
