import type { TMergeRange } from '../../../fmea/import/workbook';
import type { TCpField } from '../mapped-table';
import { CP_GROUP_WORDS, CP_HEADER_WORDS, type HeaderWords, NOTES_WORDS } from './cp-header-words';

/** The layout generator's columns and header rows (cp-layout.ts): groups, shuffles, merged headings. */

export type Rng = () => number;
export type Values = Partial<Record<TCpField, string>>;
export type HeaderLang = 'tr' | 'en' | 'mixed';

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const chance = (rng: Rng, p: number) => rng() < p;

function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function wordOf(rng: Rng, words: HeaderWords, lang: HeaderLang): string {
  if (lang !== 'mixed') return pick(rng, words[lang]);
  return `${pick(rng, words.tr)}${pick(rng, [' / ', '\n'])}${pick(rng, words.en)}`;
}

type Group = 'identity' | 'characteristics' | 'methods' | 'reaction' | 'notes';

export interface Column {
  /** The field, or null for a notes column. */
  readonly field: TCpField | null;
  readonly group: Group;
  /** Inside the methods group, the sample pair (a third header row may name it). */
  readonly sample: boolean;
}

// Under a group heading plants shorten the words: 'Karakteristikler / Ürün', 'Numune / Sıklık'.
const SHORT_UNDER_GROUP: Readonly<Partial<Record<TCpField, HeaderWords>>> = {
  characteristicNumber: { tr: ['No'], en: ['No.'] },
  productCharacteristic: { tr: ['Ürün'], en: ['Product'] },
  processCharacteristic: { tr: ['Proses'], en: ['Process'] },
  sampleSize: { tr: ['Boyut', 'Miktar'], en: ['Size'] },
  sampleFrequency: { tr: ['Sıklık'], en: ['Freq.', 'Frequency'] },
};

export function columnsOf(rng: Rng, fields: readonly TCpField[], notes: number): Column[] {
  const groupOf = (f: TCpField): Group =>
    ['operationNumber', 'processName', 'machine'].includes(f)
      ? 'identity'
      : ['characteristicNumber', 'productCharacteristic', 'processCharacteristic', 'specialClass'].includes(f)
        ? 'characteristics'
        : ['reactionPlan', 'owner'].includes(f)
          ? 'reaction'
          : 'methods';
  const columns: Column[] = fields.map((field) => ({
    field,
    group: groupOf(field),
    sample: field === 'sampleSize' || field === 'sampleFrequency',
  }));
  for (let i = 0; i < notes; i++) columns.push({ field: null, group: 'notes', sample: false });
  return columns;
}

/** Keeps groups contiguous (their headings are merged over them) and the sample pair together. */
export function arrange(rng: Rng, columns: readonly Column[], mode: 'annex' | 'groups' | 'free'): Column[] {
  if (mode === 'annex') return [...columns];
  if (mode === 'free') return shuffle(rng, columns);
  const groups: Group[] = shuffle(rng, ['identity', 'characteristics', 'methods', 'reaction', 'notes']);
  return groups.flatMap((g) => {
    const members = columns.filter((c) => c.group === g);
    if (g !== 'methods') return shuffle(rng, members);
    const pair = members.filter((c) => c.sample);
    const rest = shuffle(
      rng,
      members.filter((c) => !c.sample),
    );
    const at = Math.floor(rng() * (rest.length + 1));
    return [...rest.slice(0, at), ...pair, ...rest.slice(at)];
  });
}

/** The header rows (1-3) over `columns`, with their merges from sheet row `top` (0-based). */
export function headerRows(
  rng: Rng,
  columns: readonly Column[],
  depth: number,
  lang: HeaderLang,
  short: boolean,
  top: number,
  merges: TMergeRange[],
): string[][] {
  const rows = Array.from({ length: depth }, () => columns.map(() => ''));
  const groupWord = (g: keyof typeof CP_GROUP_WORDS) => wordOf(rng, CP_GROUP_WORDS[g], lang);
  const headings = new Map<string, string>();
  const sameGroup = (a: Column | undefined, b: Column | undefined, key: (c: Column) => string | null) =>
    a !== undefined && b !== undefined && key(a) !== null && key(a) === key(b);
  // Level 0: the characteristics and methods groups (depth ≥ 2); level 1: the sample pair (depth 3).
  const levelKey = (level: number) => (c: Column) =>
    level === 0
      ? c.group === 'characteristics' || c.group === 'methods'
        ? c.group
        : null
      : c.sample
        ? 'sample'
        : null;
  const levels = depth - 1;
  for (let level = 0; level < levels; level++) {
    const key = levelKey(level);
    for (let c = 0; c < columns.length; c++) {
      const k = key(columns[c]!);
      if (k === null || sameGroup(columns[c - 1], columns[c], key)) continue;
      let end = c;
      while (sameGroup(columns[end], columns[end + 1], key)) end++;
      const text = headings.get(`${level}:${k}`) ?? groupWord(k as keyof typeof CP_GROUP_WORDS);
      headings.set(`${level}:${k}`, text);
      for (let i = c; i <= end; i++) rows[level]![i] = text;
      if (end > c) merges.push({ s: { r: top + level, c }, e: { r: top + level, c: end } });
    }
  }
  columns.forEach((column, c) => {
    // The column's own word sits under its groups; a column in no group spans the header's depth.
    let own = 0;
    for (let level = 0; level < levels; level++) if (levelKey(level)(column) !== null) own = level + 1;
    const words =
      column.field === null
        ? NOTES_WORDS
        : own > 0 && short && SHORT_UNDER_GROUP[column.field]
          ? SHORT_UNDER_GROUP[column.field]!
          : CP_HEADER_WORDS[column.field]!;
    rows[own]![c] = wordOf(rng, words, lang);
    if (own < depth - 1) merges.push({ s: { r: top + own, c }, e: { r: top + depth - 1, c } });
  });
  return rows;
}
