/**
 * `npm run test:audit-layouts`: writes seeded control-plan layouts (.xlsx, .xls, .csv; see
 * src/domain/audit/tables/layouts/cp-layout.ts), reads them back through the auditor and prints the
 * figure (variants, fields, exact share, findings on the clean variants). `-- --random N` tries N new
 * seeds and prints every failing one with what differed; add those to the fixed set of
 * src/server/audit/layouts/cp-layouts.test.ts once fixed. Exits 1 when a variant fails.
 */
import { cpLayout } from '../src/domain/audit/tables/layouts/cp-layout';
import { checkLayout } from '../src/server/audit/layouts/check-layout';

const randomAt = process.argv.indexOf('--random');
const count = randomAt >= 0 ? Number(process.argv[randomAt + 1] ?? 100) : 300;
const seeds =
  randomAt >= 0
    ? Array.from({ length: count }, () => 1000 + Math.floor(Math.random() * 2_000_000_000))
    : Array.from({ length: count }, (_, i) => i + 1);

let exact = 0;
let clean = 0;
let fields = 0;
let exactFields = 0;
let findings = 0;
const started = performance.now();
for (const seed of seeds) {
  const layout = cpLayout(seed);
  const outcome = await checkLayout(layout);
  fields += outcome.fields;
  exactFields += outcome.exactFields;
  findings += outcome.findings.length;
  if (outcome.exact) exact += 1;
  if (outcome.findings.length === 0) clean += 1;
  if (!outcome.exact || outcome.findings.length > 0) {
    console.log(`✗ seed ${seed} (${layout.features.join('; ')})`);
    for (const line of [...outcome.problems, ...outcome.findings].slice(0, 8)) console.log(`    ${line}`);
  }
}
const share = fields === 0 ? 0 : (100 * exactFields) / fields;
console.log(
  `${seeds.length} variants (${randomAt >= 0 ? 'random' : 'fixed'} seeds): ${exact} exact, ` +
    `${exactFields}/${fields} fields exact (${share.toFixed(2)} %), ` +
    `${clean} clean variants without a finding (${findings} findings), ` +
    `${Math.round(performance.now() - started)} ms`,
);
process.exit(exact === seeds.length && clean === seeds.length ? 0 : 1);
