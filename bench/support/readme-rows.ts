/**
 * The block a bench prints last: the README's own markdown rows with this run's figures, headed by
 * the command, the date, the load average and the cores, so every README figure can be traced to a
 * run and measured again by pasting the block.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

// Read when the bench starts (this module is imported before any work): at its end the bench's own
// load would be in the average, and the figure is there to tell a quiet machine from a busy one.
const started = new Date().toISOString();
/** The run's start in the README's words: date-time ('2026-11-27 09:40 UTC'), 1-minute load average, cores. */
export const RUN = {
  at: `${started.slice(0, 10)} ${started.slice(11, 16)} UTC`,
  load: os.loadavg()[0] ?? Number.NaN,
  cores: os.availableParallelism(),
};

/** A figure as the README writes it: a point for decimals, a space between thousands ('15 700'). */
export function readmeNumber(value: number, digits = 0): string {
  const [whole = '', fraction] = value.toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A rate to three significant figures, as the README rounds them ('15 700 req/s', '9 550 req/s'). */
export const threeFigures = (value: number): string => readmeNumber(Number(value.toPrecision(3)));

export interface ReadmeTable {
  /**
   * The header, printed when the columns are not the README table's own: a table with a column per
   * run (database, size) gets this run's, one whose other columns come from other runs gets its own.
   */
  header?: readonly string[];
  rows: readonly (readonly string[])[];
}

const markdownRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/**
 * Prints the block. A string part is a README sentence's figures, printed as is. `env` names the
 * variables that choose the run's configuration: those set appear before the command.
 */
export function printReadmeRows(parts: readonly (ReadmeTable | string)[], env: readonly string[] = []): void {
  const command = [
    ...env.flatMap((name) => (process.env[name] === undefined ? [] : [`${name}=${process.env[name]}`])),
    'node --import tsx',
    path.relative(ROOT, process.argv[1] ?? ''),
    ...process.argv.slice(2),
  ].join(' ');
  const lines = parts.map((part) => {
    if (typeof part === 'string') return part;
    const header = part.header ? [markdownRow(part.header), markdownRow(part.header.map(() => '---'))] : [];
    return [...header, ...part.rows.map(markdownRow)].join('\n');
  });
  console.log(
    `\nREADME rows (${command}, ${RUN.at}, load average ${RUN.load.toFixed(2)} at start, ${RUN.cores} cores):\n` +
      lines.join('\n\n'),
  );
}
