import { foldTurkish } from '../../shared/turkish-text';
import type { MappedRow } from './mapped-table';
import { sectionNumberAndName } from './row-kinds';

/** How a kind of table names its operations, and which key cells a plant leaves blank under a group. */
export interface RowRules<G extends string> {
  /** The operation number and name fields (a section row gives them to the rows under it). */
  readonly numberField?: G;
  readonly nameField?: G;
  /** Key fields filled down from the row above when blank (never a rating). */
  readonly fillDown?: readonly G[];
  /** Rating fields: a row that rates something is data even when a signature word stands in it. */
  readonly ratingFields?: readonly G[];
  /** Whether a lone text in the number or name column is a section title (not in a process flow). */
  readonly sectionsInKeyColumns?: boolean;
}

/**
 * A row that only names a section: one text, alone in the operation number or name column (or in a
 * column the table does not map), or spread by a merge over several columns. A process flow's lone
 * step name is a step (unnumbered, perhaps), never a section, unless it spreads over the row.
 */
export function sectionTitle<G extends string>(
  cells: readonly string[],
  values: Readonly<Partial<Record<G, string>>>,
  columns: ReadonlyMap<G, number>,
  rules: RowRules<G>,
): string | null {
  const texts = new Set(cells.map((c) => c.trim()).filter((c) => c !== ''));
  if (texts.size !== 1) return null;
  const [text = ''] = texts;
  if (/^[\d\s.,%-]+$/.test(text)) return null;
  const holding = [...columns.keys()].filter((f) => (values[f] ?? '').trim() !== '');
  if (holding.length >= 2) return text;
  if (holding.length === 0) return text;
  if (!rules.sectionsInKeyColumns) return null;
  const [only] = holding;
  return only === rules.numberField || only === rules.nameField ? text : null;
}

/** Fills blank key cells from the record above (as a merge would) and names rows after their section. */
export class RecordReader<G extends string> {
  private last: MappedRow<G> | null = null;
  private section: { number: string; name: string } | null = null;

  constructor(private readonly rules: RowRules<G>) {}

  endGroup(): void {
    this.last = null;
    this.section = null;
  }

  startSection(text: string): void {
    this.last = null;
    this.section = sectionNumberAndName(text);
  }

  read(row: MappedRow<G>): MappedRow<G> {
    const { numberField, nameField, fillDown = [] } = this.rules;
    const values: Partial<Record<G, string>> = { ...row.values };
    const mergedFrom: Partial<Record<G, number>> = { ...row.mergedFrom };
    const blank = (f: G | undefined) => f === undefined || (values[f] ?? '').trim() === '';
    const same = (f: G | undefined, a: Partial<Record<G, string>>, b: Readonly<Partial<Record<G, string>>>) =>
      f === undefined || foldTurkish((a[f] ?? '').trim()) === foldTurkish((b[f] ?? '').trim());
    // A row naming its own operation ends the section above it.
    if (!blank(numberField) || !blank(nameField)) this.section = null;
    if (this.section && blank(numberField) && blank(nameField)) {
      if (numberField && this.section.number) values[numberField] = this.section.number;
      if (nameField && this.section.name) values[nameField] = this.section.name;
    }
    const last = this.last;
    if (last) {
      const original = { ...values };
      for (const field of fillDown) {
        if (!blank(field)) continue;
        // The number is filled only for the same step (its name blank or the same), and the reverse;
        // any other key only within the same operation.
        const fits =
          field === numberField
            ? blank(nameField) || same(nameField, original, last.values)
            : field === nameField
              ? (numberField !== undefined && (original[numberField] ?? '').trim() === '') ||
                same(numberField, original, last.values)
              : same(numberField, values, last.values) && same(nameField, values, last.values);
        const above = last.values[field] ?? '';
        if (!fits || above.trim() === '') continue;
        values[field] = above;
        mergedFrom[field] = last.mergedFrom?.[field] ?? last.row;
      }
    }
    const read: MappedRow<G> =
      Object.keys(mergedFrom).length > 0 ? { row: row.row, values, mergedFrom } : { row: row.row, values };
    this.last = read;
    return read;
  }
}
