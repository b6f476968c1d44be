import { cell, type PfmeaTable } from '../tables/mapped-table';
import { isBlank } from '../text/blank';
import { nameSimilarity, nameStems, SAME_STEP } from '../text/name-similarity';
import type { PfmeaRow } from './pfmea-rows';

/** The optimisation row whose failure mode reads most like the row's (Turkish-aware), or null. */
export function actionFinder(tables: readonly PfmeaTable[]): (row: PfmeaRow) => PfmeaRow | null {
  const candidates = tables.flatMap((t) =>
    t.rows
      .filter((r) => !isBlank(r.values.recommendedAction))
      .map((r) => ({ row: r, stems: nameStems(cell(r, 'failureMode')) })),
  );
  if (candidates.length === 0) return () => null;
  return (row) => {
    const stems = nameStems(cell(row, 'failureMode'));
    let best: PfmeaRow | null = null;
    let bestScore = SAME_STEP;
    // Optimisation tables list the high-risk rows only: a few dozen at most.
    for (const candidate of candidates.slice(0, 500)) {
      const score = nameSimilarity(stems, candidate.stems);
      if (score >= bestScore) {
        best = candidate.row;
        bestScore = score;
      }
    }
    return best;
  };
}
