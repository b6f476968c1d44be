import { foldTurkish } from '../turkish-text';
import { cleanCellText } from './cell-values';

export interface FillDownOptions {
  /**
   * The operation number's and the step name's levels: the number is filled only under the same
   * step (its name blank or the same), so a new step written under a blank number stays unnumbered
   * (the auditor reports it) rather than taking the step above's number.
   */
  readonly numberUnderSameName?: { readonly number: number; readonly name: number };
}

/**
 * Plants write a group's key (operation number, process step, failure mode) on its first row and
 * leave the cells under it blank, as a merged cell reads. Fills those blanks from the row above,
 * level by level: `levels` lists the key columns from the outermost (operation) to the innermost
 * (failure mode); a new value at one level starts a new group, so the inner levels are not carried
 * over from the previous group. Values are compared Turkish-folded ('KAYNAK' continues 'Kaynak').
 * Never use it for ratings: a blank rating is missing, not inherited. One reader for both modes:
 * the FMEA import and the auditor's record reader.
 */
export class FillDown {
  private readonly current: string[];

  constructor(
    private readonly levels: readonly (number | undefined)[],
    private readonly options: FillDownOptions = {},
  ) {
    this.current = levels.map(() => '');
  }

  /** A section row that names a group (an operation) sets that level's value for the rows under it. */
  startGroup(level: number, value: string): void {
    this.current[level] = value;
    for (let l = level + 1; l < this.current.length; l++) this.current[l] = '';
  }

  /** The row with its blank key cells filled (a copy when anything was filled). */
  fill(cells: readonly string[]): string[] {
    let out: string[] | null = null;
    const own = this.levels.map((column) => (column === undefined ? '' : cleanCellText(cells[column] ?? '')));
    const same = (level: number) => foldTurkish(own[level] ?? '') === foldTurkish(this.current[level] ?? '');
    this.levels.forEach((column, level) => {
      if (column === undefined) return;
      const text = own[level] ?? '';
      if (text !== '') {
        if (!same(level)) this.startGroup(level, text);
        return;
      }
      const pair = this.options.numberUnderSameName;
      if (pair?.number === level && (own[pair.name] ?? '') !== '' && !same(pair.name)) {
        // Another step without a number: its blank is its own, and the rows under it inherit none.
        this.startGroup(level, '');
        return;
      }
      const inherited = this.current[level] ?? '';
      if (inherited === '') return;
      out ??= [...cells];
      out[column] = inherited;
    });
    return out ?? [...cells];
  }
}
