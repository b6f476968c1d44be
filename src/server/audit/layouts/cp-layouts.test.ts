import { describe, expect, it } from 'vitest';
import { cpLayout, LAYOUT_FORMATS } from '../../../domain/audit/tables/layouts/cp-layout';
import { checkLayout, type LayoutOutcome } from './check-layout';

/**
 * Control plans written as plants write them (issue 19 part 6), read back by the auditor: every row
 * and field exact, and the clean plan audited with its process flow and PFMEA gives no finding. A
 * seed found failing by `npm run test:audit-layouts -- --random N` joins FIXED_SEEDS.
 */
const FIXED_SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

const outcomes: LayoutOutcome[] = [];

describe('control-plan layouts read by the auditor', () => {
  it(`reads ${FIXED_SEEDS.length} seeded layouts exactly, and finds nothing in the clean plans`, async () => {
    for (const seed of FIXED_SEEDS) outcomes.push(await checkLayout(cpLayout(seed)));
    const failing = outcomes
      .filter((o) => !o.exact || o.findings.length > 0)
      .map((o) => `seed ${o.seed}: ${[...o.problems, ...o.findings].slice(0, 3).join(' | ')}`);
    expect(failing).toEqual([]);
    const fields = outcomes.reduce((n, o) => n + o.fields, 0);
    expect(fields).toBeGreaterThan(70_000);
  });

  it('covers every format and each plant habit in the fixed set', () => {
    const features = FIXED_SEEDS.map((seed) => cpLayout(seed).features.join('; '));
    for (const format of LAYOUT_FORMATS) expect(features.some((f) => f.startsWith(format))).toBe(true);
    for (const habit of [
      'header 3 rows',
      'header mixed',
      'columns free',
      '2 notes columns',
      'sample in one column',
      'section-merged',
      'blank',
      'merged',
      'subtotal row',
      'total row',
      'signature row',
      'second sheet',
      'characteristic numbers as formulas',
      'title 12 rows',
      'title 0 rows',
      'header repeated on each page',
    ]) {
      expect(
        features.some((f) => f.includes(habit)),
        habit,
      ).toBe(true);
    }
  });

  it('fails a variant whose reading is wrong (the check is not a tautology)', async () => {
    const layout = cpLayout(7);
    const [first, ...rest] = layout.truth;
    const wrong = {
      ...layout,
      truth: [{ ...first!, values: { ...first!.values, operationNumber: '999' } }, ...rest],
    };
    const outcome = await checkLayout(wrong);
    expect(outcome.exact).toBe(false);
    expect(outcome.problems[0]).toMatch(/operationNumber: want "999"/);
  });
});
