import { foldTurkish } from '../../shared/turkish-text';
import type { MappedTable } from './mapped-table';

/**
 * A sheet name's revision mark: 'Rev 01', 'Rev.2', 'R3', 'Revizyon 4' (rev) or a date (date).
 * @internal
 */
export interface RevisionMark {
  readonly kind: 'rev' | 'date';
  /** The revision number, or the date as yyyymmdd. */
  readonly value: number;
}

const REVISION = /(?:^|[^\p{L}])(?:rev(?:izyon|ision|\.)?|r)\s*[-_.:#]?\s*(\d{1,3})(?!\d)/u;
const DAY_FIRST = /(?:^|\D)(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?!\d)/;
const YEAR_FIRST = /(?:^|\D)(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?!\d)/;

function dateValue(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return (year < 100 ? 2000 + year : year) * 10_000 + month * 100 + day;
}

/**
 * The revision mark of a sheet name, or null ('Kontrol Planı', 'Sheet1', 'SQUARE').
 * @internal
 */
export function revisionMark(sheetName: string): RevisionMark | null {
  const folded = foldTurkish(sheetName.trim());
  const rev = REVISION.exec(folded);
  if (rev?.[1] !== undefined) return { kind: 'rev', value: Number(rev[1]) };
  const yearFirst = YEAR_FIRST.exec(folded);
  if (yearFirst) {
    const value = dateValue(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
    if (value !== null) return { kind: 'date', value };
  }
  const dayFirst = DAY_FIRST.exec(folded);
  if (dayFirst) {
    const value = dateValue(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
    if (value !== null) return { kind: 'date', value };
  }
  return null;
}

/** A recognised table of a workbook, in sheet order. */
export interface SheetTable {
  readonly kind: string;
  readonly table: MappedTable<string>;
}

export interface RevisionGroup {
  /** The sheet audited: the latest revision. */
  readonly used: string;
  /** The older revisions, in sheet order. */
  readonly others: readonly string[];
}

// Share of the smaller sheet's records found word for word in the other: a revision changes a few.
const NEAR_IDENTICAL = 0.8;

function headerSignature(table: MappedTable<string>): string {
  return Object.entries(table.headers)
    .map(([field, text]) => `${field}=${foldTurkish(String(text ?? ''))}`)
    .sort()
    .join('\u0001');
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let same = 0;
  for (const record of small) if (large.has(record)) same += 1;
  return same / small.size;
}

/** Higher is later: a revision number over a date over no mark; sheet order breaks ties. */
function rank(sheet: string): number {
  const mark = revisionMark(sheet);
  if (mark === null) return -1;
  return mark.kind === 'rev' ? 1e9 + mark.value : mark.value;
}

/**
 * The sheets of one workbook that are revisions of one document (issue 19): the same kind of table
 * under the same header, and either both sheet names carry a revision mark or their records are
 * near-identical. Each group is audited once, on the latest revision (by the marks, then sheet
 * order). Returns the indexes of `tables` to audit and the groups, for the report.
 */
export function latestRevisions(tables: readonly SheetTable[]): {
  keep: Set<number>;
  groups: RevisionGroup[];
} {
  const parent = tables.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const signatures = tables.map((t) => `${t.kind}\u0002${headerSignature(t.table)}`);
  const records = tables.map((t) => new Set(t.table.rows.map((r) => JSON.stringify(r.values))));
  const sheetOf = (i: number) => tables[i]?.table.sheetOrPage ?? '';
  for (let i = 0; i < tables.length; i++) {
    for (let j = i + 1; j < tables.length; j++) {
      if (signatures[i] !== signatures[j] || sheetOf(i) === '' || sheetOf(j) === '') continue;
      const marked = revisionMark(sheetOf(i)) !== null && revisionMark(sheetOf(j)) !== null;
      if (marked || overlap(records[i]!, records[j]!) >= NEAR_IDENTICAL) parent[find(j)] = find(i);
    }
  }
  const members = new Map<number, number[]>();
  tables.forEach((_, i) => members.set(find(i), [...(members.get(find(i)) ?? []), i]));
  const keep = new Set<number>();
  const groups: RevisionGroup[] = [];
  for (const group of members.values()) {
    if (group.length === 1) {
      keep.add(group[0]!);
      continue;
    }
    const latest = group.reduce((best, i) => (rank(sheetOf(i)) >= rank(sheetOf(best)) ? i : best));
    keep.add(latest);
    groups.push({ used: sheetOf(latest), others: group.filter((i) => i !== latest).map(sheetOf) });
  }
  return { keep, groups };
}
