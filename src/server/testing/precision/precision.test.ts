import { describe, expect, it } from 'vitest';
import { checkPrecision, familyRight, foundPlanted, type PrecisionOutcome } from './check-precision';
import { FIXED_SEEDS } from './fixed-seeds';
import { DEFECT_IDS } from './precision-defects';
import { SHAPES } from './precision-shapes';

/**
 * Issue 22 part 7, the figures of the README and docs/audit-rules.md ("Precision measured"): linked
 * sets in every shape, their clean twins and planted defects, audited by the engine. Fails when
 * recall drops under 95 %, a clean twin gets a finding or a two-part set gets anything but one
 * family finding. `npm run test:audit-precision -- --random N` tries new seeds.
 */
const outcomes: PrecisionOutcome[] = [];

describe('precision of the auditor on planted defects and clean twins', () => {
  it(`${FIXED_SEEDS.length} sets × ${DEFECT_IDS.length} defects: recall ≥ 95 %, clean twins silent, one family finding`, async () => {
    for (const seed of FIXED_SEEDS) outcomes.push(await checkPrecision(seed));
    const planted = outcomes.reduce((n, o) => n + o.planted, 0);
    const found = outcomes.reduce((n, o) => n + o.found, 0);
    const missed = outcomes.flatMap((o) => o.missed.map((m) => `seed ${o.seed} (${o.shape}): ${m}`));
    expect(planted).toBe(FIXED_SEEDS.length * DEFECT_IDS.length);
    expect(found / planted, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(outcomes.flatMap((o) => o.cleanFindings.map((f) => `seed ${o.seed} (${o.shape}): ${f}`))).toEqual(
      [],
    );
    expect(
      outcomes.filter((o) => !familyRight(o)).map((o) => `${o.seed}: ${o.familyFindings.join(', ')}`),
    ).toEqual([]);
    // The figures published in the README and docs/audit-rules.md.
    expect(planted).toBe(330);
    expect(found).toBe(330);
  }, 120_000);

  it('a workbook of revision sheets carries exactly its one doc-revision-sheets note, no other twin any', () => {
    for (const o of outcomes)
      expect(o.cleanNotes, `seed ${o.seed}`).toBe(o.shape === 'revision-sheets' ? 1 : 0);
  });

  it('covers every shape in both languages', () => {
    const seen = new Set(outcomes.map((o) => `${o.shape}/${o.lang}`));
    for (const shape of SHAPES)
      for (const lang of ['tr', 'en']) expect(seen.has(`${shape}/${lang}`)).toBe(true);
  });

  it('counts a finding only at the planted document and row (the measure is not a tautology)', () => {
    const finding = {
      ruleId: 'cp-no-reaction-plan',
      evidence: { documentId: 'cp', file: 'KP.xlsx', sheetOrPage: null, row: 7, cellText: '' },
      rows: [{ documentId: 'cp', file: 'KP.xlsx', sheetOrPage: null, row: 7, cellText: '' }],
    };
    const findings = [finding] as unknown as Parameters<typeof foundPlanted>[0];
    expect(foundPlanted(findings, 'KP.xlsx', 7, 'cp-no-reaction-plan')).toBe(true);
    expect(foundPlanted(findings, 'KP.xlsx', 8, 'cp-no-reaction-plan')).toBe(false);
    expect(foundPlanted(findings, 'PFMEA.xlsx', 7, 'cp-no-reaction-plan')).toBe(false);
    expect(foundPlanted(findings, 'KP.xlsx', 7, 'cp-special-without-control')).toBe(false);
  });
});
