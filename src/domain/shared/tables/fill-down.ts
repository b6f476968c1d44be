import { cleanCellText } from './cell-values';

/**
 * Plants write a group's key (operation number, process step, failure mode) on its first row and
 * leave the cells under it blank, as a merged cell reads. Fills those blanks from the row above,
 * level by level: `levels` lists the key columns from the outermost (operation) to the innermost
 * (failure mode); a new value at one level starts a new group, so the inner levels are not carried
 * over from the previous group. Never use it for ratings: a blank rating is missing, not inherited.
 */
export class FillDown {
  private readonly current: string[];

  constructor(private readonly levels: readonly (number | undefined)[]) {
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
    this.levels.forEach((column, level) => {
      if (column === undefined) return;
      const text = cleanCellText(cells[column] ?? '');
      if (text !== '') {
        if (text !== this.current[level]) this.startGroup(level, text);
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
