import type { TMergeRange, TSheetGrid } from './workbook';

/** 'B1:C2' → a merge range (0-based), for tests that build sheets by hand. */
function mergeRange(a1: string): TMergeRange {
  const [s, e] = a1.split(':') as [string, string];
  const cell = (ref: string) => {
    const m = /^([A-Z]+)(\d+)$/.exec(ref);
    if (!m) throw new Error(`not a cell: ${ref}`);
    const c = [...(m[1] ?? '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    return { r: Number(m[2]) - 1, c };
  };
  return { s: cell(s), e: cell(e) };
}

/** A sheet as the server hands it over (tests): merges forward-filled from their top-left cell. */
export function sheetOf(name: string, rows: (string | number)[][], merges: string[] = []): TSheetGrid {
  const grid = rows.map((r) => r.map(String));
  const ranges = merges.map(mergeRange);
  for (const m of ranges) {
    const value = grid[m.s.r]?.[m.s.c] ?? '';
    for (let r = m.s.r; r <= m.e.r; r++) for (let c = m.s.c; c <= m.e.c; c++) (grid[r] ??= [])[c] = value;
  }
  return { name, rows: grid.map((r) => Array.from(r, (v) => v ?? '')), merges: ranges };
}
