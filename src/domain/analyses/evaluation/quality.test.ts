import { describe, expect, it } from 'vitest';
import { EVAL_GROUPS } from './eval-groups';
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

// Issue 19: plant reports (title + 50-150 word description) and texts typed without Turkish letters.
// The groups are small, so the floors are on the whole group; the long group's held-out third too.
describe('analysis quality on long plant reports', () => {
  const summary = summarise(EVAL_GROUPS.long.map(analyseCase));

  it('ranks the entry the report is about first and shows it when sure', () => {
    expect(summary.rankedFirst).toBeGreaterThanOrEqual(0.85);
    expect(summary.top1).toBeGreaterThanOrEqual(0.75);
    expect(summary.top3).toBeGreaterThanOrEqual(0.9);
  });

  it('gives long off-topic reports the generic report and is right when it says Yüksek Güven', () => {
    expect(summary.offTopicRejection).toBeGreaterThanOrEqual(0.8);
    expect(summary.calibration[0]?.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('holds on the held-out third', () => {
    const test = summarise(splitSet(EVAL_GROUPS.long).test.map(analyseCase));
    expect(test.rankedFirst).toBeGreaterThanOrEqual(0.85);
    expect(test.top1).toBeGreaterThanOrEqual(0.8);
  });
});

describe('analysis quality on texts without Turkish letters', () => {
  const summary = summarise(EVAL_GROUPS.ascii.map(analyseCase));

  it('ranks the right entry first as often as with the letters, and in the first three', () => {
    expect(summary.rankedFirst).toBeGreaterThanOrEqual(0.8);
    expect(summary.top1).toBeGreaterThanOrEqual(0.55);
    expect(summary.top3).toBeGreaterThanOrEqual(0.9);
    expect(summary.offTopicRejection).toBeGreaterThanOrEqual(0.5);
  });
});
