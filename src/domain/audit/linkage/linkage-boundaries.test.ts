import { describe, expect, it } from 'vitest';
import type { TCpField, TPfdField, TPfmeaField } from '../tables/mapped-table';
import { mappedTable } from '../testing/mapped';
import { auditStages, flaggedRows, listedItems, ofRule } from '../testing/stage-set';

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

/**
 * The linkage findings of a PFMEA and a control plan, as 'rule@file:row' for each row they list
 * (where the item was seen), and the document each finding belongs to ('rule>file').
 */
function linkFindings(p: ReturnType<typeof pfmea>, c: ReturnType<typeof cp>) {
  return auditStages({
    pfmeas: [{ table: p, scale: null }],
    controlPlans: [{ table: c, incoming: false }],
  }).filter((d) => d.ruleId.startsWith('link-'));
}
function link(p: ReturnType<typeof pfmea>, c: ReturnType<typeof cp>): string[] {
  return linkFindings(p, c).flatMap((d) => (d.rows ?? []).map((r) => `${d.ruleId}@${r.file}:${r.row}`));
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

describe('step findings: one finding per rule, belonging to the document that lacks the steps', () => {
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

  it('12 missing steps are named in the text; 13 name 12 and count 1; all are listed as rows', () => {
    const at = missing(12);
    expect(at).toHaveLength(1);
    expect(listedItems(at[0], 'steps')).toEqual({ shown: 12, total: 12 });
    const above = missing(13);
    expect(above).toHaveLength(1);
    expect(listedItems(above[0], 'steps')).toEqual({ shown: 12, total: 13 });
    const many = missing(60);
    expect(many).toHaveLength(1);
    expect(flaggedRows(many, 'link-pfd-step-missing-in-pfmea')).toHaveLength(60);
  });

  it('the finding names the PFMEA (the document to correct); its rows are in the process flow', () => {
    const [finding] = missing(3);
    expect(finding?.documentType).toBe('fmea');
    expect(finding?.evidence).toMatchObject({ documentId: 'pfmea.xlsx', file: 'pfmea.xlsx', row: null });
    expect(finding?.rows?.map((r) => `${r.file}:${r.row}`)).toEqual([
      'pfd.xlsx:2',
      'pfd.xlsx:3',
      'pfd.xlsx:4',
    ]);
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
    ).toEqual(['link-special-missing-in-cp@pfmea.xlsx:2', 'link-special-missing-in-pfmea@cp.xlsx:2']);
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
    ).toEqual(['link-special-missing-in-cp@pfmea.xlsx:2', 'link-special-missing-in-pfmea@cp.xlsx:2']);
  });
});

describe('special characteristics both ways: control plan → PFMEA at the limits', () => {
  const reverse = (rows: Rows<TPfmeaField>, cpRows: Rows<TCpField>) =>
    link(pfmea(rows), cp(cpRows)).filter((f) => f.startsWith('link-special-missing-in-pfmea'));

  it('a CC of the plan whose characteristic reads at half its words (0.5) like a PFMEA CC is marked; at a third it is not', () => {
    expect(
      reverse(
        [{ operationNumber: '10', processStep: 'Kesme', failureMode: 'Çap Kalınlık', specialClass: 'CC' }],
        [
          {
            operationNumber: '10',
            processName: 'Kesme',
            productCharacteristic: 'Çap Boy',
            specialClass: 'CC',
          },
        ],
      ),
    ).toEqual([]);
    expect(
      reverse(
        [
          {
            operationNumber: '10',
            processStep: 'Kesme',
            failureMode: 'Çap Kalınlık Sertlik',
            specialClass: '',
          },
          // Another special characteristic of the same operation, under another symbol, does not stand in.
          { operationNumber: '10', processStep: 'Kesme', failureMode: 'Yüzey', specialClass: 'SC' },
        ],
        [
          {
            operationNumber: '10',
            processName: 'Kesme',
            productCharacteristic: 'Çap Boy Renk',
            specialClass: 'CC',
          },
        ],
      ),
    ).toEqual(['link-special-missing-in-pfmea@cp.xlsx:2']);
  });

  it('the PFMEA row is matched by its requirement or its failure mode; unmarked there, it is reported', () => {
    const unmarked = linkFindings(
      pfmea([
        { operationNumber: '10', processStep: 'Kesme', requirement: 'Çap 10±0,1', failureMode: 'Çap büyük' },
      ]),
      cp([{ operationNumber: '10', processName: 'Kesme', productCharacteristic: 'Çap', specialClass: 'CC' }]),
    );
    const [finding] = ofRule(unmarked, 'link-special-missing-in-pfmea');
    expect(finding?.documentType).toBe('fmea');
    expect(finding?.evidence.file).toBe('pfmea.xlsx');
    expect(finding?.rows?.map((r) => `${r.file}:${r.row}:${r.cellText}`)).toEqual(['cp.xlsx:2:CC Çap']);
  });

  it('a different symbol is said once, by the PFMEA → plan direction', () => {
    expect(
      link(
        pfmea([{ operationNumber: '10', processStep: 'Kesme', failureMode: 'Çap', specialClass: 'SC' }]),
        cp([
          { operationNumber: '10', processName: 'Kesme', productCharacteristic: 'Çap', specialClass: 'CC' },
        ]),
      ),
    ).toEqual(['link-special-symbol-mismatch@pfmea.xlsx:2']);
  });
});
