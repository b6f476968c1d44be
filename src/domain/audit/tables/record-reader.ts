import { FillDown } from '../../shared/tables/fill-down';
import { isSectionTitle } from '../../shared/tables/skip-rows';
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
 * A row that only names a section: one text, not a number, judged by the shared rule
 * (`isSectionTitle`, the FMEA import's too): spread by a merge over several columns, alone in the
 * operation number or name column or in a column the table does not map, or naming an operation.
 * A process flow's lone step name is a step (unnumbered, perhaps), never a section, unless it
 * spreads over the row.
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
  const [only] = holding;
  const place =
    holding.length === 0
      ? 'other'
      : only === rules.numberField || only === rules.nameField
        ? 'key'
        : 'row-text';
  const section = isSectionTitle({
    text,
    spread: holding.length >= 2,
    place,
    stepsAreRows: rules.sectionsInKeyColumns !== true,
  });
  return section ? text : null;
}

/**
 * Fills blank key cells from the record above (as a merge would; the shared `FillDown`, one rule for
 * both modes) and names rows after their section. A filled cell keeps the row it came from, as a
 * merged one does.
 */
export class RecordReader<G extends string> {
  private last: MappedRow<G> | null = null;
  private section: { number: string; name: string } | null = null;
  private fill: FillDown;
  private readonly keys: readonly G[];

  constructor(private readonly rules: RowRules<G>) {
    this.keys = rules.fillDown ?? [];
    this.fill = this.newFill();
  }

  private newFill(): FillDown {
    const { numberField, nameField } = this.rules;
    const number = numberField === undefined ? -1 : this.keys.indexOf(numberField);
    const name = nameField === undefined ? -1 : this.keys.indexOf(nameField);
    return new FillDown(
      this.keys.map((_, i) => i),
      number >= 0 && name >= 0 ? { numberUnderSameName: { number, name } } : {},
    );
  }

  endGroup(): void {
    this.last = null;
    this.section = null;
    this.fill = this.newFill();
  }

  startSection(text: string): void {
    this.last = null;
    this.section = sectionNumberAndName(text);
    this.fill = this.newFill();
  }

  read(row: MappedRow<G>): MappedRow<G> {
    const { numberField, nameField } = this.rules;
    const values: Partial<Record<G, string>> = { ...row.values };
    const mergedFrom: Partial<Record<G, number>> = { ...row.mergedFrom };
    const blank = (f: G | undefined) => f === undefined || (values[f] ?? '').trim() === '';
    // A row naming its own operation ends the section above it.
    if (!blank(numberField) || !blank(nameField)) this.section = null;
    if (this.section && blank(numberField) && blank(nameField)) {
      if (numberField && this.section.number) values[numberField] = this.section.number;
      if (nameField && this.section.name) values[nameField] = this.section.name;
    }
    const before = this.keys.map((f) => values[f] ?? '');
    const after = this.fill.fill(before);
    const last = this.last;
    this.keys.forEach((field, i) => {
      if (after[i] === before[i] || last === null) return;
      values[field] = after[i];
      mergedFrom[field] = last.mergedFrom?.[field] ?? last.row;
    });
    const read: MappedRow<G> =
      Object.keys(mergedFrom).length > 0 ? { row: row.row, values, mergedFrom } : { row: row.row, values };
    this.last = read;
    return read;
  }
}
