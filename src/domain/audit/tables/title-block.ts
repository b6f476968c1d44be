import { foldTurkish } from '../../shared/turkish-text';

/** The fields of a document's title block (issue 22 part 1), each the text the document gives or null. */
type TTitleField = 'partNumber' | 'partName' | 'customer' | 'revision' | 'date' | 'preparedBy' | 'approvedBy';
export type TitleBlock = Readonly<Record<TTitleField, string | null>>;

// Labels as folded text (tr-TR lower case, Turkish letters as ASCII), first match wins: a date label
// before the revision ('Revizyon Tarihi' is a date), a part number before a bare 'Parça:'.
const LABELS: readonly (readonly [TTitleField, string])[] = [
  ['date', String.raw`(?:rev(?:izyon|ision)?\.?\s*)?(?:tarihi?|date)(?:\s*\(orig\.?\))?`],
  [
    'partNumber',
    String.raw`(?:parca|part|urun)\s*(?:no|numarasi|number|nr|num|kodu|code)\b\.?|p\/n|malzeme\s*no`,
  ],
  [
    'partName',
    String.raw`(?:parca|urun)\s*(?:adi|ismi|tanimi)|(?:part|product)\s*(?:name|description)|(?:parca|part)(?=\s*[:：])`,
  ],
  ['customer', String.raw`musteri(?:\s*adi)?|customer(?:\s*name)?`],
  ['preparedBy', String.raw`hazirlayan|prepared\s*by`],
  ['approvedBy', String.raw`onaylayan|onay|approved\s*by|approval`],
  [
    'revision',
    String.raw`revizyon(?:\s*(?:no|seviyesi))?|revision(?:\s*(?:no|level))?|rev\b\.?(?:\s*no\b\.?)?|(?:engineering\s*)?level|seviye`,
  ],
];

// One alternation, a group per label, never inside a word ('approval' but not 'disapproval').
const LABEL = new RegExp(
  `(?<![a-z0-9])(?:${LABELS.map(([, source]) => `(${source})`).join('|')})(?![a-z0-9])`,
  'g',
);

interface LabelHit {
  readonly field: TTitleField;
  readonly start: number;
  readonly end: number;
}

function labelsIn(folded: string): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const match of folded.matchAll(LABEL)) {
    const group = match.slice(1).findIndex((g) => g !== undefined);
    const field = LABELS[group]?.[0];
    if (field === undefined || match.index === undefined) continue;
    hits.push({ field, start: match.index, end: match.index + match[0].length });
  }
  return hits;
}

// What stands between a label and its value, or closes a value: ':', '#', dashes, bars, semicolons.
const LEADING = /^[\s:：#=.\-–—|]+/;
const TRAILING = /[\s:：#=\-–—|;,]+$/;
const SEPARATOR = /\s+[—|]\s+|\s*;\s*|\s*\|\s*/;

// Labels that are also ordinary words ('Müşteri şikayeti', 'Onay bekliyor', 'Parça tanımı yok'):
// their value stands after a ':' in the cell, or in the cell beside or below a label alone.
const WORD_LABELS: ReadonlySet<TTitleField> = new Set(['partName', 'customer', 'preparedBy', 'approvedBy']);

/** The inline value after a label, as its field accepts it. */
function inlineValue(field: TTitleField, text: string): string | null {
  if (WORD_LABELS.has(field) && !/^\s*[:：=]/.test(text)) return null;
  return fitting(field, cleanValue(text));
}

/** The value when its field accepts it: a date holds a digit; a revision is one short token ('3', 'B', 'A.1'). */
function fitting(field: TTitleField, value: string | null): string | null {
  if (value === null) return null;
  if (field === 'date' && !/\d/.test(value)) return null;
  if (field === 'revision' && !/^[\p{L}\p{N}][\p{L}\p{N}.\-/]{0,9}$/u.test(value)) return null;
  return value;
}

/** A value as written, without separators; null when nothing readable is left ('-', '…', ''). */
function cleanValue(text: string): string | null {
  const value = (text.replace(LEADING, '').split(SEPARATOR)[0] ?? '').replace(TRAILING, '').trim();
  return /[\p{L}\p{N}]/u.test(value) ? value : null;
}

const hasLabel = (cell: string) => labelsIn(foldTurkish(cell)).length > 0;

/**
 * Reads the title block of a document: the rows above a table's header (one array of cells per row),
 * or text lines. A label's value stands after it in the same cell ('Parça No: BR-1001', several
 * labels in one cell each take the text up to the next), else in the next filled cell of its row, else
 * in the cell below it. Labels in Turkish and English, matched Turkish-folded. The first value of a
 * field wins.
 */
export function readTitleBlock(rows: readonly (readonly string[])[]): TitleBlock {
  const block: Record<TTitleField, string | null> = {
    partNumber: null,
    partName: null,
    customer: null,
    revision: null,
    date: null,
    preparedBy: null,
    approvedBy: null,
  };
  rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      const folded = foldTurkish(cell);
      // Folding keeps the length of Latin text, so positions in it are positions in the cell; a
      // script it decomposes (Hangul) gives its values folded.
      const source = folded.length === cell.length ? cell : folded;
      const hits = labelsIn(folded);
      hits.forEach((hit, i) => {
        if (block[hit.field] !== null) return;
        const after = source.slice(hit.end, hits[i + 1]?.start ?? source.length);
        // 'Part No./Model No', 'Parça Adı / Part Name': a label of two names, its value elsewhere.
        const twoNames = /^\s*\//.test(after);
        const inline = twoNames ? null : inlineValue(hit.field, after);
        // Only a label with nothing after it looks beside or below ('Müşteri' | 'Ford Otosan').
        const alone = i === hits.length - 1 && (twoNames || cleanValue(after) === null);
        block[hit.field] = inline ?? (alone ? fitting(hit.field, besideOrBelow(rows, r, c)) : null);
      });
    });
  });
  return block;
}

/** The value of a label alone in its cell: the next filled cell of the row unless a label, else the cell below. */
function besideOrBelow(rows: readonly (readonly string[])[], r: number, c: number): string | null {
  const own = rows[r]?.[c]?.trim();
  // A merged label repeats in each cell it covers: the value is the first other text.
  const next = rows[r]?.slice(c + 1).find((cell) => cell.trim() !== '' && cell.trim() !== own);
  // A label beside it: a row of labels, whose values stand in the row below.
  if (next !== undefined && !hasLabel(next)) return cleanValue(next);
  const below = rows[r + 1]?.[c];
  return below === undefined || hasLabel(below) ? null : cleanValue(below);
}

/** Text lines as rows of cells: a tab or a run of three spaces parts cells (PDF and text exports). */
export function linesAsRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/\t|\s{3,}/));
}

/**
 * A name as compared across documents: folded (case, Turkish letters), punctuation and repeated
 * spaces removed ('Kaynaklı  Braket.' = 'KAYNAKLI BRAKET').
 * @internal
 */
export function normaliseName(value: string): string {
  return foldTurkish(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The names a value gives: the whole and, for a name in two languages ('Kaynaklı Braket / Welded
 * Bracket', 'Braket (Bracket)'), each part; normalised.
 */
export function nameVariants(value: string): string[] {
  const parts = value.split(/\s*[/|]\s*|\s+[–—-]\s+|\s*[()]\s*/);
  return [...new Set([value, ...parts].map(normaliseName).filter((n) => n !== ''))];
}
