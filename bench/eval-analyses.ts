/**
 * Prints the engineering-database analysis quality on the labelled evaluation set:
 * `npm run eval` (figures for the tune split, the held-out test split and all),
 * `npm run eval -- --fit` (refits the confidence model on the tune split and prints its coefficients).
 */
import { problemText } from '../src/domain/analyses/build-report';
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
} from '../src/domain/analyses/match-confidence';

const pct = (value: number): string =>
  Number.isNaN(value) ? '   –  ' : `${(100 * value).toFixed(1).padStart(5)}%`;

function print(name: string, summary: EvalSummary): void {
  console.log(
    `\n${name}: ${summary.cases} texts (${summary.inBase} in the knowledge base, ${summary.offTopic} off-topic)`,
  );
  console.log(`  top-1 accuracy        ${pct(summary.top1)}`);
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

function fit(): void {
  const { tune } = splitSet(EVAL_SET);
  const rows = tune.flatMap((item) => {
    const problem = evalProblem(item);
    const matches = searchKnowledge({ title: problem.title }).filter((m) => m.score > 0);
    const evidence = matchEvidence(problemText(problem), matches);
    if (!evidence) return [];
    return [
      {
        x: evidenceVector(evidence),
        y: matches[0]?.entry.id === item.expected ? (1 as const) : (0 as const),
      },
    ];
  });
  const model = fitLogistic(rows);
  console.log(
    `fitted on ${rows.length} tune texts with a candidate; features ${EVIDENCE_FEATURES.join(', ')}`,
  );
  console.log(
    `bias: ${model.bias.toFixed(2)}, weights: [${model.weights.map((w) => w.toFixed(2)).join(', ')}]`,
  );
  console.log(`in use: bias ${MODEL.bias}, weights [${MODEL.weights.join(', ')}]`);
}

if (process.argv.includes('--fit')) {
  fit();
} else {
  const { tune, test } = splitSet(EVAL_SET);
  print('Tune split (2/3, used to fit the confidence model)', summarise(tune.map(analyseCase)));
  print('Test split (1/3, held out)', summarise(test.map(analyseCase)));
  print('All', summarise(EVAL_SET.map(analyseCase)));
}
