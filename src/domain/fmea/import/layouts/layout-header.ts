import type { TMergeRange } from '../workbook';
import type { Random } from './random';
import {
  CONTROL_SUBWORDS,
  GROUP_WORDS,
  HEADER_WORDS,
  RESULT_RATING_WORDS,
  TURKISH_LETTERS,
  type TLayoutColumn,
} from './layout-words';

type Language = 'tr' | 'en' | 'mixed';

const RESULTS = new Set<TLayoutColumn>([
  'actionTaken',
  'revisedSeverity',
  'revisedOccurrence',
  'revisedDetection',
  'revisedRpn',
  'revisedAp',
]);
const STRUCTURE = new Set<TLayoutColumn>([
  'processItem',
  'stepNumber',
  'processStep',
  'functionText',
  'workElement',
]);
const REVISED = ['revisedSeverity', 'revisedOccurrence', 'revisedDetection', 'revisedRpn'] as const;

/** Runs of adjacent columns that all belong to `set`: [first, last] index pairs. */
function runs(columns: readonly TLayoutColumn[], set: ReadonlySet<TLayoutColumn>): [number, number][] {
  const out: [number, number][] = [];
  columns.forEach((c, i) => {
    if (!set.has(c)) return;
    const last = out.at(-1);
    if (last && last[1] === i - 1) last[1] = i;
    else out.push([i, i]);
  });
  return out;
}

/**
 * The header rows of a generated layout: 1 row of headings; 2 rows with group headings (current
 * controls, action results) over sub-headings and the other headings merged down, written below or
 * left on top; 3 rows with a band (structure / risk analysis) above that. CSV has no merges: a group
 * heading is repeated over its columns, as a forward-filled merge reads.
 */
export function buildHeader(
  rnd: Random,
  columns: readonly TLayoutColumn[],
  language: Language,
  depth: number,
  csv: boolean,
): { rows: (string | null)[][]; merges: TMergeRange[] } {
  const lang = () => (language === 'mixed' ? rnd.pick(['tr', 'en'] as const) : language);
  const letters = language === 'tr' && rnd.chance(0.25);
  const word = (c: TLayoutColumn): string => {
    if (letters && (c === 'severity' || c === 'occurrence' || c === 'detection')) return TURKISH_LETTERS[c];
    return rnd.pick(HEADER_WORDS[c][lang()]);
  };
  const width = columns.length;
  const rows: (string | null)[][] = Array.from({ length: depth }, () =>
    new Array<string | null>(width).fill(null),
  );
  const merges: TMergeRange[] = [];
  const lastRow = depth - 1;
  if (depth === 1) {
    columns.forEach((c, i) => (rows[0]![i] = word(c)));
    return { rows, merges };
  }
  const groupRow = depth - 2;
  const grouped = new Set<number>();
  const group = (from: number, to: number, text: string, row = groupRow) => {
    for (let i = from; i <= to; i++) rows[row]![i] = csv || i === from ? text : null;
    if (!csv && to > from) merges.push({ s: { r: row, c: from }, e: { r: row, c: to } });
  };

  // Current controls over the prevention and detection control columns.
  for (const [from, to] of runs(columns, new Set(['preventionControls', 'detectionControls']))) {
    if (!rnd.chance(0.6)) continue;
    const l = lang();
    const heading = rnd.pick(GROUP_WORDS.controls[l]);
    const subs = CONTROL_SUBWORDS[heading]!;
    group(from, to, heading);
    for (let i = from; i <= to; i++) {
      rows[lastRow]![i] = subs[columns[i] as 'preventionControls' | 'detectionControls'];
      grouped.add(i);
    }
  }
  // Action results over the action taken and the revised ratings.
  for (const [from, to] of runs(columns, RESULTS)) {
    if (!rnd.chance(0.7)) continue;
    const l = lang();
    const turkishLetters = l === 'tr' && (letters || rnd.chance(0.4));
    const heading = turkishLetters ? GROUP_WORDS.resultRatings.tr[0] : rnd.pick(GROUP_WORDS.results[l]);
    const style = rnd.int(0, 2);
    group(from, to, heading);
    for (let i = from; i <= to; i++) {
      const c = columns[i]!;
      const revised = REVISED.find((r) => r === c);
      let sub: string;
      if (revised) {
        const words = RESULT_RATING_WORDS[revised][l];
        // A lone Turkish letter is one only beside 'Ş' ('S' alone is the English severity).
        sub = turkishLetters
          ? (words.at(-1) ?? words[0]!)
          : l === 'tr'
            ? words[0]!
            : (words[Math.min(style, words.length - 1)] ?? words[0]!);
        if (turkishLetters && revised === 'revisedRpn') sub = words[0]!;
      } else if (c === 'revisedAp') sub = 'AP';
      else sub = word(c);
      rows[lastRow]![i] = sub;
      grouped.add(i);
    }
  }
  // Every other heading: merged down over the header rows, written in the lowest row, or on top.
  columns.forEach((c, i) => {
    if (grouped.has(i)) return;
    const text = word(c);
    const place = rnd.pick(['merge', 'bottom', 'top'] as const);
    if (place === 'bottom') rows[lastRow]![i] = text;
    else {
      rows[groupRow]![i] = text;
      if (place === 'merge' && !csv) merges.push({ s: { r: groupRow, c: i }, e: { r: lastRow, c: i } });
    }
  });
  // Every header row holds a heading (an empty row under the header is a blank row of the sheet).
  if (!rows[lastRow]!.some((cell) => cell !== null)) {
    const i = columns.findLastIndex((_, c) => !grouped.has(c));
    if (i >= 0) {
      rows[lastRow]![i] = rows[groupRow]![i] ?? null;
      rows[groupRow]![i] = null;
      const m = merges.findIndex((r) => r.s.c === i && r.s.r === groupRow && r.e.c === i);
      if (m >= 0) merges.splice(m, 1);
    }
  }
  if (depth === 3) {
    // A band over the structure block and one over the rest of the analysis, when they span columns.
    const l = lang();
    const structure = runs(columns, STRUCTURE)[0];
    if (structure && structure[1] > structure[0])
      group(structure[0], structure[1], rnd.pick(GROUP_WORDS.structure[l]), 0);
  }
  return { rows, merges };
}
