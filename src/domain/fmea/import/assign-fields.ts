import { kindFits, type TColumnKind } from '../../shared/tables/column-kind';
import { matchHeaderReadings, type CompiledSynonyms, type Match } from './header-match';

/**
 * Assigns fields to columns. Each column takes the best field its heading names whose content fits
 * the column's data (a text column never becomes a rating, a rating column never a text field);
 * the 1st column of a field wins, the 2nd goes to `second` (before/after-action S, O, D, RPN, AP),
 * and every rating column after an action column (`opensSecond`) is a revised one: the AIAG layouts
 * put the action results after the recommended action. A rating heading over words takes its
 * column only when no other column holds that rating (the review then flags every cell).
 */
export function assignFields<F extends string>(
  compiled: CompiledSynonyms<F>,
  columnPieces: readonly string[][],
  /**
   * What a column's data cells hold; undefined when unknown. A boolean (numbers or not, the
   * auditor's sub-header check) only chooses between two readings of a heading, it filters nothing.
   */
  kindOf: (column: number) => TColumnKind | boolean | undefined = () => undefined,
): { mapping: Partial<Record<F, number>>; score: number } {
  const mapping: Partial<Record<F, number>> = {};
  const spec = new Map(compiled.map.fields.map((f) => [f.field, f]));
  const fits = (m: Match<F>, kind: TColumnKind | undefined) =>
    kindFits(spec.get(m.field)?.content ?? 'any', kind);
  let previous = '';
  let afterActions = false;
  const fallback: { field: F; column: number }[] = [];
  const hasSeconds = compiled.map.fields.flatMap((f) => (f.second === undefined ? [] : [f.field]));
  columnPieces.forEach((pieces, column) => {
    const text = pieces.join('\u0001');
    // The same header over adjacent columns is one merged heading (a number and its label column).
    const repeat = text === previous;
    previous = text;
    if (repeat || pieces.length === 0) return;
    const readings = matchHeaderReadings(compiled, pieces);
    const hint = kindOf(column);
    const kind = typeof hint === 'string' ? hint : undefined;
    const numeric =
      typeof hint === 'boolean' ? hint : kind === undefined || kind === 'empty' ? undefined : kind !== 'text';
    let match = readings.primary;
    if (readings.alternative && match && numeric !== undefined) {
      const isNumeric = (m: Match<F>) => spec.get(m.field)?.numeric === true;
      if (isNumeric(match) !== numeric && isNumeric(readings.alternative) === numeric) {
        match = readings.alternative;
      }
    }
    if (match && !fits(match, kind)) {
      // Kept aside: a rating heading over words is the rating when no column of numbers has it.
      if (spec.get(match.field)?.content === 'rating') fallback.push({ field: match.field, column });
      match = readings.ranked.find((m) => fits(m, kind)) ?? null;
    }
    if (!match) return;
    const field = spec.get(match.field);
    const second = field?.second;
    if (afterActions && second !== undefined) {
      if (mapping[second] === undefined) mapping[second] = column;
    } else if (mapping[match.field] === undefined) {
      mapping[match.field] = column;
    } else if (second !== undefined && mapping[second] === undefined) {
      mapping[second] = column;
    }
    // Only action columns after the analysis open the results block: a form (or a PDF's reading)
    // that puts an action heading before any rating does not make every rating a revised one.
    if (field?.opensSecond && hasSeconds.some((f) => mapping[f] !== undefined)) afterActions = true;
  });
  // 'Şiddet' over 'yüksek', 'orta': the S column still, its cells flagged as not numbers.
  const used = new Set(Object.values(mapping));
  for (const { field, column } of fallback)
    if (mapping[field] === undefined && !used.has(column)) {
      mapping[field] = column;
      used.add(column);
    }
  let score = 0;
  for (const field of Object.keys(mapping) as F[]) score += spec.get(field)?.weight ?? 0;
  return { mapping, score };
}
