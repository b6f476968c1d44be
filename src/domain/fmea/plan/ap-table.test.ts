import { describe, expect, it } from 'vitest';
import { apLookup, DEFAULT_AP_CELLS, expandApCells, isApCells, sameApCells, type ApLetter } from './ap-table';

// ../shared/IATF-FMEA-REFERENCE.md §1, as printed there (four letters per cell: D 7-10 / 5-6 / 2-4 / 1).
const REFERENCE_TABLE = `
| S \\ O | 8-10 | 6-7 | 4-5 | 2-3 | 1 |
|---|---|---|---|---|---|
| 9-10 | HHHH | HHHH | HHHM | HMLL | LLLL |
| 7-8 | HHHH | HHHM | HMMM | MMLL | LLLL |
| 4-6 | HHMM | MMML | MLLL | LLLL | LLLL |
| 2-3 | MMLL | LLLL | LLLL | LLLL | LLLL |
| 1 | LLLL | LLLL | LLLL | LLLL | LLLL |
`;

// The test's own reading of the markdown table: band text → rating range, no code shared with the module.
function range(text: string): number[] {
  const [from, to] = text.split('-').map(Number);
  const out: number[] = [];
  for (let v = from ?? 0; v <= (to ?? from ?? 0); v++) out.push(v);
  return out;
}

function referenceCells(): Map<string, ApLetter> {
  const lines = REFERENCE_TABLE.trim().split('\n');
  const cells = (line: string) =>
    line
      .split('|')
      .map((c) => c.trim())
      .filter((c) => c !== '');
  const oBands = cells(lines[0] ?? '').slice(1);
  const dBands = ['7-10', '5-6', '2-4', '1'];
  const out = new Map<string, ApLetter>();
  for (const line of lines.slice(2)) {
    const [sBand, ...letters] = cells(line);
    letters.forEach((four, oi) => {
      [...four].forEach((letter, di) => {
        for (const s of range(sBand ?? ''))
          for (const o of range(oBands[oi] ?? ''))
            for (const d of range(dBands[di] ?? '')) out.set(`${s},${o},${d}`, letter as ApLetter);
      });
    });
  }
  return out;
}

describe('AIAG-VDA 2019 action priority (default table)', () => {
  const ap = apLookup();
  const reference = referenceCells();

  it('the reference table covers all 1000 S×O×D cells', () => {
    expect(reference.size).toBe(1000);
  });

  it('matches the reference on every one of the 1000 cells', () => {
    const differences: string[] = [];
    for (let s = 1; s <= 10; s++)
      for (let o = 1; o <= 10; o++)
        for (let d = 1; d <= 10; d++) {
          const expected = reference.get(`${s},${o},${d}`);
          if (ap(s, o, d) !== expected) differences.push(`(${s},${o},${d}) ${ap(s, o, d)} ≠ ${expected}`);
        }
    expect(differences).toEqual([]);
  });

  it('has the reference totals: 318 H, 214 M, 468 L', () => {
    const totals = { H: 0, M: 0, L: 0 };
    for (let s = 1; s <= 10; s++)
      for (let o = 1; o <= 10; o++) for (let d = 1; d <= 10; d++) totals[ap(s, o, d)]++;
    expect(totals).toEqual({ H: 318, M: 214, L: 468 });
  });

  it.each([
    [10, 1, 8, 'L'],
    [9, 8, 1, 'H'],
    [10, 4, 1, 'M'],
    [8, 6, 1, 'M'],
    [5, 7, 1, 'L'],
    [5, 4, 8, 'M'],
    [3, 9, 8, 'M'],
    [3, 8, 4, 'L'],
  ] as const)('pins the reference cell (S=%i, O=%i, D=%i) = %s', (s, o, d, letter) => {
    expect(ap(s, o, d)).toBe(letter);
  });
});

describe('edited AP tables', () => {
  it('an organisation cell change moves exactly its band block', () => {
    const edited = DEFAULT_AP_CELLS.map((row) => [...row]);
    edited[2]![1] = 'HHHH'; // S 4-6 × O 6-7: 3 × 2 × 10 = 60 cells
    const before = expandApCells(DEFAULT_AP_CELLS);
    const after = expandApCells(edited);
    let changed = 0;
    for (let i = 0; i < 1000; i++) if (before[i] !== after[i]) changed++;
    // MMML → HHHH changes every cell of the block (60).
    expect(changed).toBe(60);
    expect(apLookup(edited)(5, 7, 1)).toBe('H');
  });

  it.each([
    [DEFAULT_AP_CELLS, true],
    [[['HHHH']], false],
    [DEFAULT_AP_CELLS.map((row) => row.map(() => 'HHHX')), false],
    [DEFAULT_AP_CELLS.map((row) => row.map(() => 'HHH')), false],
    ['HHHH', false],
    [null, false],
  ])('isApCells(%j) = %s', (cells, ok) => {
    expect(isApCells(cells)).toBe(ok);
  });

  it('compares tables cell by cell', () => {
    expect(
      sameApCells(
        DEFAULT_AP_CELLS,
        DEFAULT_AP_CELLS.map((r) => [...r]),
      ),
    ).toBe(true);
    expect(
      sameApCells(
        DEFAULT_AP_CELLS,
        DEFAULT_AP_CELLS.map((r) => r.map(() => 'LLLL')),
      ),
    ).toBe(false);
  });
});
