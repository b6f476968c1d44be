import { describe, expect, it } from 'vitest';
import { EVAL_SET } from './eval-set';
import { splitSet, summarise } from './metrics';
import { analyseCase } from './run-eval';

// Floors a little under the figures `npm run eval` printed when the model was fitted, so a change to
// the knowledge base, the search or the confidence model that makes the analysis lie fails here.
describe('analysis quality on the held-out test split', () => {
  const summary = summarise(splitSet(EVAL_SET).test.map(analyseCase));

  it('names the right entry and rejects off-topic texts', () => {
    expect(summary.top1).toBeGreaterThanOrEqual(0.85);
    expect(summary.top3).toBeGreaterThanOrEqual(0.9);
    expect(summary.offTopicRejection).toBeGreaterThanOrEqual(0.8);
  });

  it("is right at least 90 % of the time when it says 'Yüksek Güven'", () => {
    const high = summary.calibration.find((row) => row.label === 'Yüksek Güven');
    expect(high?.reports).toBeGreaterThan(10);
    expect(high?.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('analysis quality on the whole set', () => {
  const summary = summarise(EVAL_SET.map(analyseCase));

  it("keeps 'Yüksek Güven' above 90 % right and uses more than one label", () => {
    const used = summary.calibration.filter((row) => row.reports > 0);
    expect(used.length).toBeGreaterThanOrEqual(2);
    expect(summary.calibration[0]?.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
