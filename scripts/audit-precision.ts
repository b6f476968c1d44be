/**
 * `npm run test:audit-precision`: linked sets (process flow, PFMEA, control plan of one part) in
 * several shapes, each audited as its clean twin, with every planted defect of
 * src/server/testing/precision/precision-defects.ts, and with the control plan of another part; prints
 * the figures (sets, planted defects, found, recall, clean-twin findings, family findings).
 * `-- --random N` tries N new seeds and prints every failing one; add those to the fixed set of
 * src/server/testing/precision/precision.test.ts once fixed. Exits 1 when a seed fails.
 */
import { checkPrecision, familyRight } from '../src/server/testing/precision/check-precision';
import { FIXED_SEEDS } from '../src/server/testing/precision/fixed-seeds';

const randomAt = process.argv.indexOf('--random');
const seeds =
  randomAt >= 0
    ? Array.from({ length: Number(process.argv[randomAt + 1] ?? 50) }, () =>
        Math.floor(Math.random() * 2_000_000_000),
      )
    : FIXED_SEEDS;

let planted = 0;
let found = 0;
let cleanFindings = 0;
let familyWrong = 0;
let notes = 0;
const started = performance.now();
for (const seed of seeds) {
  const o = await checkPrecision(seed);
  planted += o.planted;
  found += o.found;
  cleanFindings += o.cleanFindings.length;
  notes += o.cleanNotes;
  if (!familyRight(o)) familyWrong += 1;
  if (o.missed.length > 0 || o.cleanFindings.length > 0 || !familyRight(o)) {
    console.log(`✗ seed ${seed} (${o.shape}, ${o.lang})`);
    for (const line of [...o.missed, ...o.cleanFindings.map((f) => `clean twin: ${f}`)])
      console.log(`    ${line}`);
    if (!familyRight(o)) console.log(`    two parts: ${o.familyFindings.join(', ') || 'no finding'}`);
  }
}
const recall = planted === 0 ? 0 : (100 * found) / planted;
console.log(
  `${seeds.length} sets (${randomAt >= 0 ? 'random' : 'fixed'} seeds): ${planted} planted defects, ` +
    `${found} found (recall ${recall.toFixed(1)} %), ${cleanFindings} findings on the clean twins ` +
    `(and ${notes} doc-revision-sheets notes on revision workbooks), ` +
    `${seeds.length - familyWrong}/${seeds.length} two-part sets with exactly one family finding, ` +
    `${Math.round(performance.now() - started)} ms`,
);
process.exit(recall >= 95 && cleanFindings === 0 && familyWrong === 0 ? 0 : 1);
