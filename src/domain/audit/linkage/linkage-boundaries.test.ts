import { describe, expect, it } from 'vitest';
import type { TCpField, TPfdField, TPfmeaField } from '../tables/mapped-table';
import { mappedTable } from '../testing/mapped';
import { auditStages, hasMoreClause, moreCount, ofRule } from '../testing/stage-set';

// The numeric limits of the linkage rules (name similarity 0.6 for steps and 0.5 for
// characteristics, the 25-findings cap, the 400-step brute-force limit), tested at the limit and
// on each side of it through the stages `runAudit` calls.

type Rows<F extends string> = Partial<Record<F, string>>[];
const flow = (rows: Rows<TPfdField>) =>
  mappedTable(['stepNumber', 'stepName'] as TPfdField[], rows, { file: 'pfd.xlsx' });
const pfmea = (rows: Rows<TPfmeaField>) =>
  mappedTable(
    ['operationNumber', 'processStep', 'failureMode', 'severity', 'specialClass'] as TPfmeaField[],
    rows.map((r) => ({ failureMode: 'Hata', severity: '5', ...r })),
    { file: 'pfmea.xlsx' },
  );
const cp = (rows: Rows<TCpField>) =>
  mappedTable(
    ['operationNumber', 'processName', 'productCharacteristic', 'specialClass'] as TCpField[],
    rows.map((r) => ({ productCharacteristic: 'Boy', ...r })),
    { file: 'cp.xlsx' },
  );

/** The linkage findings of a PFMEA and a control plan, as 'rule@file:row'. */
function link(p: ReturnType<typeof pfmea>, c: ReturnType<typeof cp>): string[] {
  return auditStages({ pfmeas: [{ table: p, scale: null }], controlPlans: [{ table: c, incoming: false }] })
    .filter((d) => d.ruleId.startsWith('link-'))
    .map((d) => `${d.ruleId}@${d.evidence.file}:${d.evidence.row}`);
}

// Five words, three shared: exactly the SAME_STEP similarity 0.6. Four words, two shared: 0.5.
const NAME = 'Kesme Delme Bükme Taşlama Boyama';
const AT_LIMIT = 'Kesme Delme Bükme Yıkama Paketleme';
const NAME_4 = 'Kesme Delme Bükme Taşlama';
const BELOW_LIMIT = 'Kesme Delme Yıkama Paketleme';

describe('step matching: the same-step similarity limit', () => {
  it('a step of the same number named exactly at the limit is the same step, even when another number carries the exact name', () => {
    expect(
      link(
        pfmea([{ operationNumber: '10', processStep: NAME }]),
        cp([
          { operationNumber: '10', processName: AT_LIMIT },
          { operationNumber: '20', processName: NAME },
        ]),
      ),
    ).toEqual([]);
  });

  it('found by name exactly at the limit under another number: a number mismatch; below the limit: a missing step', () => {
    expect(
      link(
        pfmea([{ operationNumber: '10', processStep: NAME }]),
        cp([{ operationNumber: '20', processName: AT_LIMIT }]),
      ),
    ).toEqual(['link-operation-number-mismatch@pfmea.xlsx:2']);
    expect(
      link(
        pfmea([{ operationNumber: '10', processStep: NAME_4 }]),
        cp([{ operationNumber: '20', processName: BELOW_LIMIT }]),
      ),
    ).toEqual(['link-pfmea-step-missing-in-cp@pfmea.xlsx:2']);
  });

  it('a step without a number, on either side, found by name is no number mismatch', () => {
    expect(
      link(pfmea([{ processStep: 'Kaynak' }]), cp([{ operationNumber: '10', processName: 'Kaynak' }])),
    ).toEqual([]);
    expect(
      link(pfmea([{ operationNumber: '10', processStep: 'Kaynak' }]), cp([{ processName: 'Kaynak' }])),
    ).toEqual([]);
  });

  it('a number written in the name column ("20 - Kesme") is the step number', () => {
    expect(
      link(pfmea([{ operationNumber: '10', processStep: 'Kesme' }]), cp([{ processName: '20 - Kesme' }])),
    ).toEqual(['link-operation-number-mismatch@pfmea.xlsx:2']);
  });
});

describe('step matching: the brute-force limit (400 steps)', () => {
  // 'Paketleme' / 'Paketlme' share no word stem but read alike (0.8): only an exhaustive comparison
  // finds them. Up to 400 steps every pair is compared; above, only steps sharing a stem.
  const plan = (steps: number) =>
    cp([
      ...Array.from({ length: steps - 1 }, (_, i) => ({
        operationNumber: String(1000 + i),
        processName: '',
      })),
      { operationNumber: '20', processName: 'Paketlme' },
    ]);
  const p = pfmea([{ operationNumber: '10', processStep: 'Paketleme' }]);

  it('400 steps: the typo is found by name (a number mismatch)', () => {
    expect(link(p, plan(400))).toEqual(['link-operation-number-mismatch@pfmea.xlsx:2']);
    expect(link(p, plan(399))).toEqual(['link-operation-number-mismatch@pfmea.xlsx:2']);
  });

  it('401 steps: only steps sharing a word are compared, so the step is missing', () => {
    expect(link(p, plan(401))).toEqual(['link-pfmea-step-missing-in-cp@pfmea.xlsx:2']);
  });
});

describe('step findings: the 25-findings cap', () => {
  const missing = (n: number) => {
    const f = flow(
      Array.from({ length: n }, (_, i) => ({ stepNumber: String(10 * (i + 1)), stepName: 'Kesme' })),
    );
    const p = pfmea([{ operationNumber: '5000', processStep: 'Paketleme' }]);
    return ofRule(
      auditStages({ flows: [f], pfmeas: [{ table: p, scale: null }] }),
      'link-pfd-step-missing-in-pfmea',
    );
  };

  it('25 missing steps give 25 findings and no "+N more"; 26 give 25, the last saying 1 more', () => {
    expect(missing(24)).toHaveLength(24);
    const at = missing(25);
    expect(at).toHaveLength(25);
    expect(hasMoreClause(at)).toBe(false);
    const above = missing(26);
    expect(above).toHaveLength(25);
    expect(moreCount(above)).toBe(1);
  });
});

describe('special characteristics: similarity limits', () => {
  const special = (rows: Rows<TPfmeaField>, cpRows: Rows<TCpField>) =>
    link(pfmea(rows), cp(cpRows)).filter((f) => f.startsWith('link-special'));

  it('the operation is found by name exactly at the step limit when its number differs; not below', () => {
    expect(
      special(
        [{ operationNumber: '10', processStep: NAME, failureMode: 'Çap', specialClass: 'CC' }],
        [{ operationNumber: '20', processName: AT_LIMIT, productCharacteristic: 'Çap', specialClass: 'CC' }],
      ),
    ).toEqual([]);
    expect(
      special(
        [{ operationNumber: '10', processStep: NAME_4, failureMode: 'Çap', specialClass: 'CC' }],
        [
          {
            operationNumber: '20',
            processName: BELOW_LIMIT,
            productCharacteristic: 'Çap',
            specialClass: 'CC',
          },
        ],
      ),
    ).toEqual(['link-special-missing-in-cp@pfmea.xlsx:2']);
  });

  it('a characteristic at half its words in common (0.5) is the same one (symbol mismatch); at a third it is missing', () => {
    expect(
      special(
        [{ operationNumber: '10', processStep: 'Kesme', failureMode: 'Çap Boy', specialClass: 'CC' }],
        [
          {
            operationNumber: '10',
            processName: 'Kesme',
            productCharacteristic: 'Çap Kalınlık',
            specialClass: 'SC',
          },
        ],
      ),
    ).toEqual(['link-special-symbol-mismatch@pfmea.xlsx:2']);
    expect(
      special(
        [{ operationNumber: '10', processStep: 'Kesme', failureMode: 'Çap Boy Renk', specialClass: 'CC' }],
        [
          {
            operationNumber: '10',
            processName: 'Kesme',
            productCharacteristic: 'Çap Kalınlık Sertlik',
            specialClass: 'SC',
          },
        ],
      ),
    ).toEqual(['link-special-missing-in-cp@pfmea.xlsx:2']);
  });
});
