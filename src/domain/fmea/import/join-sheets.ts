import { foldTurkish } from '../../shared/turkish-text';
import type { TFmeaImportField, TImportedFmeaRow } from './contract';
import type { TFmeaHeaderField } from './fmea-synonyms';
import type { DetectedHeader } from './header-detection';
import { columnLetter, type TSheetGrid } from './workbook';

/**
 * An AIAG-VDA 7-step workbook spreads one FMEA over sheets: step 4 (Failure Analysis) holds the
 * process step, effect, severity, cause and controls; step 5 (Risk Rating) the failure mode with S, O
 * and D. The rows of both describe the same failure modes, so a sheet can take what it lacks from the
 * other, row by row, on the failure mode. The join is made only when it is sound (docs/reverse-fmea-rules.md §7):
 * every row on each side pairs with exactly one row on the other, and S agrees where both give it.
 */

/** Fields a sheet may take from another sheet of the same FMEA. */
const JOINABLE_FIELDS = [
  'severity',
  'occurrence',
  'detection',
  'processStep',
  'effects',
  'causes',
  'controls',
  'preventionControls',
  'detectionControls',
] as const satisfies readonly TFmeaImportField[];
export type TJoinableField = (typeof JOINABLE_FIELDS)[number];
const RATINGS: readonly TJoinableField[] = ['severity', 'occurrence', 'detection'];

type Header = DetectedHeader<TFmeaHeaderField>;

export interface Companion {
  index: number;
  /** What it offers that the base sheet lacks, in JOINABLE_FIELDS order. */
  fields: TJoinableField[];
}

/**
 * The sheet that best completes `base`: it names the failure mode (the join key) and fields the base
 * lacks; ratings count first, then the other fields, then sheet order. Null when there is none.
 */
export function findCompanion(
  base: Header,
  baseIndex: number,
  candidates: readonly (Header | null)[],
  /** Whether sheet i may complete the base (two complete FMEAs are never merged). */
  allowed: (index: number) => boolean,
): Companion | null {
  if (base.mapping.potentialFailure === undefined) return null;
  const missing = JOINABLE_FIELDS.filter((f) => base.mapping[f] === undefined);
  if (missing.length === 0) return null;
  let best: (Companion & { ratings: number }) | null = null;
  candidates.forEach((header, index) => {
    if (index === baseIndex || !header || header.mapping.potentialFailure === undefined || !allowed(index))
      return;
    const fields = missing.filter((f) => header.mapping[f] !== undefined);
    const ratings = fields.filter((f) => RATINGS.includes(f)).length;
    if (fields.length === 0) return;
    if (!best || ratings > best.ratings || (ratings === best.ratings && fields.length > best.fields.length))
      best = { index, fields, ratings };
  });
  if (!best) return null;
  const { index, fields } = best;
  return { index, fields };
}

/**
 * A failure-mode text as compared across sheets: folded words ('Surface roughness Ra > 0.8 um' → surface roughness ra 0 8 um).
 * @internal
 */
export function failureKey(text: string): string[] {
  return foldTurkish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

const startsWith = (long: readonly string[], short: readonly string[]) =>
  short.length >= 2 && short.length < long.length && short.every((w, i) => long[i] === w);
/** One text is the other with words added at its end ('… skipped' / '… skipped / bypassed'). */
const extends_ = (a: readonly string[], b: readonly string[]) => startsWith(a, b) || startsWith(b, a);

/**
 * Pairs rows by failure mode: equal texts first (the i-th repeat with the i-th repeat), then a text
 * that is the other with words added at its end, when that pairing is the only one on both sides.
 * Returns, per base row, its companion row; null unless every row on both sides is paired.
 * @internal
 */
export function pairByFailureMode(
  base: readonly string[][],
  companion: readonly string[][],
): number[] | null {
  if (base.length !== companion.length || base.length === 0) return null;
  const pairs: (number | undefined)[] = base.map(() => undefined);
  const used = new Set<number>();
  const equal = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((w, i) => w === b[i]);
  base.forEach((key, i) => {
    if (key.length === 0) return;
    const j = companion.findIndex((other, k) => !used.has(k) && equal(key, other));
    if (j >= 0) {
      pairs[i] = j;
      used.add(j);
    }
  });
  const openBase = base.flatMap((_, i) => (pairs[i] === undefined ? [i] : []));
  const openCompanion = companion.flatMap((_, k) => (used.has(k) ? [] : [k]));
  for (const i of openBase) {
    const key = base[i] ?? [];
    const options = openCompanion.filter((k) => extends_(key, companion[k] ?? []));
    const k = options[0];
    if (options.length !== 1 || k === undefined) continue;
    const rivals = openBase.filter((other) => extends_(base[other] ?? [], companion[k] ?? []));
    if (rivals.length !== 1) continue;
    pairs[i] = k;
    used.add(k);
  }
  return pairs.every((p) => p !== undefined) ? (pairs as number[]) : null;
}

export type JoinFailure = 'unmatched' | 'severity_differs';

/** Pairs the imported rows of both sheets; the reason when the join would not be sound. */
export function joinRows(
  base: readonly TImportedFmeaRow[],
  companion: readonly TImportedFmeaRow[],
  bothHaveSeverity: boolean,
): { pairs: number[] } | { failure: JoinFailure } {
  const pairs = pairByFailureMode(
    base.map((r) => failureKey(r.potentialFailure)),
    companion.map((r) => failureKey(r.potentialFailure)),
  );
  if (!pairs) return { failure: 'unmatched' };
  if (bothHaveSeverity && base.some((r, i) => r.severity !== companion[pairs[i] ?? -1]?.severity))
    return { failure: 'severity_differs' };
  return { pairs };
}

/**
 * The base sheet with the companion's columns for `fields` appended after its own header's width,
 * filled on paired rows, and the header mapping them. Appended columns are named after their sheet
 * ('Process Step (4. Failure Analysis)', letter "'4. Failure Analysis'!A") in the review.
 */
export function joinedSheet(
  base: { sheet: TSheetGrid; header: Header; rows: readonly TImportedFmeaRow[] },
  companion: { sheet: TSheetGrid; header: Header; rows: readonly TImportedFmeaRow[] },
  fields: readonly TJoinableField[],
  pairs: readonly number[],
): { sheet: TSheetGrid; header: Header; letters: Map<number, string> } {
  const width = base.header.columns.length;
  const sources = fields.map((f) => companion.header.mapping[f] ?? -1);
  const appended = new Map<number, string[]>();
  base.rows.forEach((row, i) => {
    const other = companion.rows[pairs[i] ?? -1];
    const cells = other ? companion.sheet.rows[other.sourceRow - 1] : undefined;
    if (cells)
      appended.set(
        row.sourceRow - 1,
        sources.map((c) => cells[c] ?? ''),
      );
  });
  const rows = base.sheet.rows.map((cells, r) => {
    const own = Array.from({ length: width }, (_, c) => cells[c] ?? '');
    return [...own, ...(appended.get(r) ?? sources.map(() => ''))];
  });
  const mapping = { ...base.header.mapping };
  const columns = [...base.header.columns];
  const letters = new Map<number, string>();
  const quoted = `'${companion.sheet.name.replace(/'/g, "''")}'`;
  fields.forEach((field, n) => {
    const index = width + n;
    const source = sources[n] ?? -1;
    const header = companion.header.columns[source]?.header ?? field;
    mapping[field] = index;
    columns.push({ index, header: `${header} (${companion.sheet.name.trim()})` });
    letters.set(index, `${quoted}!${columnLetter(source)}`);
  });
  return {
    sheet: { ...base.sheet, rows },
    header: { ...base.header, mapping, columns },
    letters,
  };
}
