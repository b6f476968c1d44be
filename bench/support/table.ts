/** Prints rows as a small aligned text table (benchmarks print figures, they assert nothing). */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  // Numbers are right-aligned, text left-aligned.
  const numeric = header.map((_, i) => rows.every((r) => /^[-+]?[\d.,]+( ?[%x])?$/.test(String(r[i] ?? ''))));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Fixed decimals with a point (figures for engineers reading a terminal, not the tr-TR UI). */
export const fmt = (value: number, digits = 1) => value.toFixed(digits);

/** The middle value (the mean of the two middle ones for an even count): a run's figure over its rounds. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
