/**
 * `npm run test:layouts -- --random N`: tries N new seeds of the FMEA layout generator
 * (src/domain/fmea/import/layouts) through the real reader and importer and prints every failing
 * seed with what differed; add a failing seed to FIXED_LAYOUT_SEEDS once fixed. Without
 * `--random`, runs the fixed set (the same seeds `npx vitest` runs). `--seed S` runs one seed.
 * Exits 1 on any failure.
 */
import { FIXED_LAYOUT_SEEDS } from '../src/domain/fmea/import/layouts/fixed-seeds';
import { checkLayout } from '../src/server/fmea/import/layout-check';

const args = process.argv.slice(2);
const value = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const count = value('--random');
const one = value('--seed');
const seeds =
  one !== undefined
    ? [one]
    : count !== undefined
      ? Array.from({ length: count }, () => Math.floor(Math.random() * 2 ** 31))
      : [...FIXED_LAYOUT_SEEDS];

let failed = 0;
let rows = 0;
let fields = 0;
let exactFields = 0;
const started = performance.now();
for (const seed of seeds) {
  const outcome = checkLayout(seed);
  rows += outcome.rows;
  fields += outcome.fields;
  const wrongFields = outcome.problems.filter((p) => p.startsWith('row ')).length;
  exactFields +=
    outcome.fields - (outcome.problems.length > 0 && wrongFields === 0 ? outcome.fields : wrongFields);
  if (outcome.problems.length === 0) continue;
  failed++;
  console.log(`✗ ${outcome.layout.description}`);
  for (const p of outcome.problems.slice(0, 12)) console.log(`    ${p}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\n${seeds.length - failed}/${seeds.length} variants exact; ${rows} rows, ${exactFields}/${fields} fields exact (${seconds} s)`,
);
process.exit(failed > 0 ? 1 : 0);
