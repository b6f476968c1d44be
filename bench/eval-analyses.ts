/**
 * Prints the engineering-database analysis quality on the labelled evaluation set:
 * `npm run eval` (figures for the tune split, the held-out test split and all),
 * `npm run eval -- --fit` (refits the confidence model on the tune split and prints its coefficients).
 */
import {
  EVAL_GROUP_LABELS,
  EVAL_GROUPS,
  type EvalGroup,
} from '../src/domain/analyses/evaluation/eval-groups';
import type { EvalCase } from '../src/domain/analyses/evaluation/eval-case';
import { EVAL_SET } from '../src/domain/analyses/evaluation/eval-set';
import {
  fitLogistic,
  splitSet,
  summarise,
  type EvalSummary,
} from '../src/domain/analyses/evaluation/metrics';
import { analyseCase, evalProblem } from '../src/domain/analyses/evaluation/run-eval';
import { searchKnowledge } from '../src/domain/analyses/knowledge/search';
import {
  EVIDENCE_FEATURES,
  evidenceVector,
  matchEvidence,
  MODEL,
  REPORT_MODEL,
} from '../src/domain/analyses/match-confidence';
import { printReadmeRows } from './support/readme-rows';

const pct = (value: number): string =>
  Number.isNaN(value) ? '   –  ' : `${(100 * value).toFixed(1).padStart(5)}%`;

function print(name: string, summary: EvalSummary): void {
  console.log(
    `\n${name}: ${summary.cases} texts (${summary.inBase} in the knowledge base, ${summary.offTopic} off-topic)`,
  );
  console.log(`  top-1 accuracy        ${pct(summary.top1)}`);
  console.log(`  ranked first          ${pct(summary.rankedFirst)}`);
  console.log(`  top-3 accuracy        ${pct(summary.top3)}`);
  console.log(`  off-topic rejection   ${pct(summary.offTopicRejection)}`);
  console.log(`  overall right         ${pct(summary.overall)}`);
  console.log('  label           reports  right  accuracy  mean confidence');
  for (const row of summary.calibration) {
    const mean = Number.isNaN(row.meanConfidence) ? '  –' : row.meanConfidence.toFixed(1);
    console.log(
      `  ${row.label.padEnd(14)} ${String(row.reports).padStart(8)} ${String(row.right).padStart(6)}   ${pct(row.accuracy)}   ${mean}`,
    );
  }
}

/** The README's share: one decimal, a whole 100%. */
const readmePct = (value: number): string =>
  Number.isNaN(value) ? '–' : value === 1 ? '100%' : `${(100 * value).toFixed(1)}%`;

/** The README's row of a group's split; the held-out rows are in bold there. */
function readmeRow(name: string, summary: EvalSummary, bold: boolean): string[] {
  const rightAt = (label: string) => {
    const row = summary.calibration.find((r) => r.label === label);
    return row ? `${readmePct(row.accuracy)} (${row.right}/${row.reports})` : '–';
  };
  const rejected = Math.round(summary.offTopicRejection * summary.offTopic);
  return [
    name,
    readmePct(summary.top1),
    readmePct(summary.rankedFirst),
    readmePct(summary.top3),
    `${readmePct(summary.offTopicRejection)} (${rejected}/${summary.offTopic})`,
    rightAt('Yüksek Güven'),
    rightAt('Orta Güven'),
  ].map((cell) => (bold ? `**${cell}**` : cell));
}

type Reading = 'name' | 'report';

type Row = { x: number[]; y: 0 | 1; weight: number };

function evidenceRows(cases: readonly EvalCase[], reading: Reading): Row[] {
  return cases.flatMap((item) => {
    const problem = evalProblem(item);
    const query = { title: problem.title, description: problem.description, reading };
    const matches = searchKnowledge(query).filter((m) => m.score > 0);
    const evidence = matchEvidence(query, matches);
    if (!evidence) return [];
    const y = matches[0]?.entry.id === item.expected ? (1 as const) : (0 as const);
    return [{ x: evidenceVector(evidence), y, weight: 1 }];
  });
}

/**
 * Evidence rows of the tune splits: the FMEA's name reading on the short texts; the 8D's report
 * reading on every group, each group weighing as much as the others in the fit. The 8D reads plant
 * reports: without the weights the 140 title-only texts would decide the model alone, and a long
 * report's evidence (its coverage diluted by the description) would be judged on their scale.
 */
function tuneRows(reading: Reading): Row[] {
  if (reading === 'name') return evidenceRows(splitSet(EVAL_SET).tune, reading);
  const groups = Object.values(EVAL_GROUPS).map((cases) => evidenceRows(splitSet(cases).tune, reading));
  const total = groups.reduce((sum, rows) => sum + rows.length, 0);
  return groups.flatMap((rows) =>
    rows.map((row) => ({ ...row, weight: total / (groups.length * rows.length) })),
  );
}

function fit(): void {
  for (const [reading, inUse] of [
    ['name', MODEL],
    ['report', REPORT_MODEL],
  ] as const) {
    const rows = tuneRows(reading);
    const model = fitLogistic(rows);
    console.log(
      `\n${reading} reading: fitted on ${rows.length} tune texts with a candidate; features ${EVIDENCE_FEATURES.join(', ')}`,
    );
    console.log(
      `bias: ${model.bias.toFixed(2)}, weights: [${model.weights.map((w) => w.toFixed(2)).join(', ')}]`,
    );
    console.log(`in use: bias ${inUse.bias}, weights [${inUse.weights.join(', ')}]`);
  }
}

if (process.argv.includes('--fit')) {
  fit();
} else {
  const readme: string[][] = [];
  for (const group of Object.keys(EVAL_GROUPS) as EvalGroup[]) {
    const cases = EVAL_GROUPS[group];
    const { tune, test } = splitSet(cases);
    console.log(`\n=== ${group}: ${EVAL_GROUP_LABELS[group]} ===`);
    for (const [title, split, name] of [
      ['Tune split (2/3, used to fit the confidence model and the ranking)', tune, 'tune'],
      ['Test split (1/3, held out)', test, 'test, held out'],
      ['All', cases, 'all'],
    ] as const) {
      const summary = summarise(split.map(analyseCase));
      print(title, summary);
      readme.push(readmeRow(`${group}, ${name} (${split.length})`, summary, split === test));
    }
  }
  if (process.argv.includes('--misses')) {
    for (const [group, cases] of Object.entries(EVAL_GROUPS))
      for (const item of cases) {
        const outcome = analyseCase(item);
        if (outcome.reported !== outcome.expected)
          console.log(
            `${group}: "${item.text}" expected ${item.expected} got ${outcome.reported} (${outcome.confidence}) ranked ${outcome.ranked.join(',')}`,
          );
      }
  }
  printReadmeRows([{ rows: readme }]);
}
