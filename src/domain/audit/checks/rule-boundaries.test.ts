import { describe, expect, it } from 'vitest';
import type { TCpField, TPfmeaField } from '../tables/mapped-table';
import { mappedTable } from '../testing/mapped';
import { auditStages, flaggedRows, listedItems, ofRule } from '../testing/stage-set';

// Every numeric limit of a rule, tested at the limit, one below and one above, through the stages
// `runAudit` calls: turning a `>` into `>=` (or `<` into `<=`) in a check fails one of these.
// Rows are numbered from 2 (header in row 1), so the n-th row of a table is source row n + 1.

type PfmeaRow = Partial<Record<TPfmeaField, string>>;
type CpRow = Partial<Record<TCpField, string>>;

const PFMEA_FIELDS: TPfmeaField[] = [
  'operationNumber',
  'processStep',
  'failureMode',
  'effect',
  'severity',
  'cause',
  'preventionControl',
  'occurrence',
  'detectionControl',
  'detection',
  'rpn',
  'actionPriority',
  'recommendedAction',
  'responsibility',
  'targetDate',
];

/** A PFMEA row rated S, O, D (low AP unless the test says otherwise), without action. */
const rated = (s: string, o: string, d: string, extra: PfmeaRow = {}): PfmeaRow => ({
  operationNumber: '10',
  processStep: 'Kesme',
  failureMode: 'Boy kısa',
  effect: 'Montaj olmaz',
  cause: 'Ayar',
  preventionControl: 'Talimat',
  detectionControl: 'Görsel',
  severity: s,
  occurrence: o,
  detection: d,
  ...extra,
});

const pfmeaAudit = (rows: PfmeaRow[], settings = {}, actions: PfmeaRow[] = []) =>
  auditStages(
    {
      pfmeas: [
        {
          table: mappedTable(PFMEA_FIELDS, rows),
          scale: null,
          actions: actions.length > 0 ? [mappedTable(PFMEA_FIELDS, actions)] : [],
        },
      ],
    },
    settings,
  );

describe('PFMEA rating limits', () => {
  it('pfmea-detection-above-limit: D above the default limit 7 (8 and 10), not at 7 or 6; D 11 is not a rating', () => {
    const drafts = pfmeaAudit([
      rated('2', '2', '6'),
      rated('2', '2', '7'),
      rated('2', '2', '8'),
      rated('2', '2', '10'),
      rated('2', '2', '11'),
    ]);
    expect(flaggedRows(drafts, 'pfmea-detection-above-limit')).toEqual([4, 5]);
    expect(flaggedRows(drafts, 'pfmea-invalid-rating')).toEqual([6]);
  });

  it('pfmea-detection-above-limit: the limit comes from the settings (4: D 5 flagged, D 4 and 3 not)', () => {
    const rows = [rated('2', '2', '3'), rated('2', '2', '4'), rated('2', '2', '5')];
    expect(flaggedRows(pfmeaAudit(rows, { detectionLimit: 4 }), 'pfmea-detection-above-limit')).toEqual([4]);
    expect(flaggedRows(pfmeaAudit(rows, { detectionLimit: 5 }), 'pfmea-detection-above-limit')).toEqual([]);
    // At the top of the scale nothing can be above the limit.
    expect(
      flaggedRows(pfmeaAudit([rated('2', '2', '10')], { detectionLimit: 10 }), 'pfmea-detection-above-limit'),
    ).toEqual([]);
  });

  it('pfmea-detection-above-limit: a recorded action and owner take the row out; either missing keeps it', () => {
    const acted = { recommendedAction: 'Kamera ile muayene', responsibility: 'A. Yılmaz' };
    const drafts = pfmeaAudit([
      rated('2', '2', '10', acted),
      rated('2', '2', '10', { recommendedAction: 'Kamera ile muayene' }),
      rated('2', '2', '10', { responsibility: 'A. Yılmaz' }),
    ]);
    expect(flaggedRows(drafts, 'pfmea-detection-above-limit')).toEqual([3, 4]);
    // The action and owner may stand on the optimisation sheet (AIAG-VDA step 6).
    const elsewhere = pfmeaAudit([rated('2', '2', '9')], {}, [{ failureMode: 'Boy kısa', ...acted }]);
    expect(ofRule(elsewhere, 'pfmea-detection-above-limit')).toEqual([]);
  });

  it('pfmea-detection-above-limit: S 9 and AP H rows are the high-risk rule’s (S 8 with D 8 is not high risk)', () => {
    const drafts = pfmeaAudit([rated('8', '1', '8'), rated('9', '1', '8'), rated('7', '4', '8')]);
    expect(flaggedRows(drafts, 'pfmea-detection-above-limit')).toEqual([2]);
    expect(flaggedRows(drafts, 'pfmea-high-risk-without-action')).toEqual([3, 4]);
  });

  it('no rule gates on RPN: RPN 150 and 180 (the default red band and above) without action is no finding', () => {
    // 5×5×6 and 6×5×6: AP L, D within the limit, S below 9.
    const drafts = pfmeaAudit([rated('5', '5', '6'), rated('6', '5', '6')]);
    expect(drafts.filter((d) => d.ruleId.startsWith('pfmea-')).map((d) => d.ruleId)).toEqual([]);
  });

  it('pfmea-high-risk-without-action: S 9 and 10 need an action, S 8 does not (AP L); S 11 is not a rating', () => {
    const drafts = pfmeaAudit([
      rated('8', '1', '1'),
      rated('9', '1', '1'),
      rated('10', '1', '1'),
      rated('11', '1', '1'),
    ]);
    expect(flaggedRows(drafts, 'pfmea-high-risk-without-action')).toEqual([3, 4]);
  });

  it('pfmea-high-risk-without-action: AP H at the edge of the AIAG-VDA bands (S 7, O 4, D 7), not one step below on S, O or D', () => {
    const drafts = pfmeaAudit([
      rated('7', '4', '7'),
      rated('6', '4', '7'),
      rated('7', '3', '7'),
      rated('7', '4', '6'),
    ]);
    expect(flaggedRows(drafts, 'pfmea-high-risk-without-action')).toEqual([2]);
  });

  it('pfmea-ap-mismatch: a written H one detection step under the H band is wrong; at the band it is right', () => {
    const drafts = pfmeaAudit([
      rated('7', '4', '7', { actionPriority: 'H' }),
      rated('7', '4', '6', { actionPriority: 'H' }),
      rated('7', '4', '6', { actionPriority: 'M' }),
      rated('7', '4', '8', { actionPriority: 'H' }),
    ]);
    expect(flaggedRows(drafts, 'pfmea-ap-mismatch')).toEqual([3]);
  });

  it('pfmea-invalid-rating: 1 and 10 are ratings, 0 and 11 are not', () => {
    const drafts = pfmeaAudit([
      rated('0', '5', '5'),
      rated('1', '5', '5'),
      rated('10', '5', '5'),
      rated('5', '11', '5'),
      rated('5', '5', '1'),
    ]);
    expect(flaggedRows(drafts, 'pfmea-invalid-rating')).toEqual([2, 5]);
  });

  it('pfmea-rpn-mismatch: checked on rows rated 1 and 10 (valid), not on 0 or 11', () => {
    const drafts = pfmeaAudit([
      rated('1', '1', '1', { rpn: '2' }),
      rated('10', '1', '1', { rpn: '11' }),
      rated('0', '1', '1', { rpn: '1' }),
      rated('11', '1', '1', { rpn: '12' }),
      rated('10', '1', '1', { rpn: '10' }),
    ]);
    expect(flaggedRows(drafts, 'pfmea-rpn-mismatch')).toEqual([2, 3]);
  });
});

describe('PFMEA actions on an optimisation sheet: the name-similarity limit', () => {
  // 'Kesme Delme Bükme Taşlama Boyama' / '… Yıkama Paketleme' share three words of five: exactly
  // the SAME_STEP similarity 0.6; with four words, two shared, 0.5.
  const action = (failureMode: string): PfmeaRow => ({
    failureMode,
    recommendedAction: 'Takım ömrü izleme',
    responsibility: 'Ayşe',
    targetDate: '01.06.2026',
  });

  it('an action whose failure mode reads exactly at the limit covers the row; below it does not', () => {
    const at = pfmeaAudit([rated('9', '1', '1', { failureMode: 'Kesme Delme Bükme Taşlama Boyama' })], {}, [
      action('Kesme Delme Bükme Yıkama Paketleme'),
    ]);
    expect(ofRule(at, 'pfmea-high-risk-without-action')).toEqual([]);
    const below = pfmeaAudit([rated('9', '1', '1', { failureMode: 'Kesme Delme Bükme Taşlama' })], {}, [
      action('Kesme Delme Yıkama Paketleme'),
    ]);
    expect(flaggedRows(below, 'pfmea-high-risk-without-action')).toEqual([2]);
  });
});

const CP_FIELDS: TCpField[] = [
  'operationNumber',
  'processName',
  'machine',
  'characteristicNumber',
  'productCharacteristic',
  'specialClass',
  'specification',
  'measurementTechnique',
  'msaReference',
  'sampleSize',
  'sampleFrequency',
  'controlMethod',
  'reactionPlan',
];

const CP_ROW: CpRow = {
  operationNumber: '10',
  processName: 'Kesme',
  machine: 'Testere',
  characteristicNumber: '1',
  productCharacteristic: 'Boy',
  specification: '100±1',
  measurementTechnique: 'Şerit metre',
  sampleSize: '5',
  sampleFrequency: 'Saatlik',
  controlMethod: 'Kontrol kartı',
  reactionPlan: 'Ayır, bildir',
};

const cpAudit = (rows: CpRow[], fields: TCpField[] = CP_FIELDS) =>
  auditStages({ controlPlans: [{ table: mappedTable(fields, rows), incoming: false }] });

describe('control plan limits', () => {
  const specialGaps = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      ...CP_ROW,
      productCharacteristic: `Ölçü ${i + 1}`,
      specialClass: 'CC',
      reactionPlan: '',
    }));

  it('cp-special-without-control: one finding lists every row; its text names 12 and counts the rest', () => {
    const twelve = ofRule(cpAudit(specialGaps(12)), 'cp-special-without-control');
    expect(twelve).toHaveLength(1);
    expect(listedItems(twelve[0], 'rows')).toEqual({ shown: 12, total: 12 });
    const thirteen = ofRule(cpAudit(specialGaps(13)), 'cp-special-without-control');
    expect(thirteen).toHaveLength(1);
    expect(listedItems(thirteen[0], 'rows')).toEqual({ shown: 12, total: 13 });
    expect(flaggedRows(thirteen, 'cp-special-without-control')).toHaveLength(13);
    const many = ofRule(cpAudit(specialGaps(40)), 'cp-special-without-control');
    expect(many).toHaveLength(1);
    expect(flaggedRows(many, 'cp-special-without-control')).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 2),
    );
  });

  it('a row with no control cell is a heading in a plan with three control columns, an entry with two', () => {
    const heading: CpRow = {
      operationNumber: '20',
      processName: 'Enjeksiyon',
      productCharacteristic: 'Ayar değerleri',
    };
    const three: TCpField[] = [
      'operationNumber',
      'processName',
      'productCharacteristic',
      'measurementTechnique',
      'controlMethod',
      'reactionPlan',
    ];
    expect(ofRule(cpAudit([CP_ROW, heading], three), 'cp-no-reaction-plan')).toEqual([]);
    const two = three.filter((f) => f !== 'measurementTechnique');
    expect(flaggedRows(cpAudit([CP_ROW, heading], two), 'cp-no-reaction-plan')).toEqual([3]);
  });
});

describe('duplicate operation numbers: limits', () => {
  it('a cell of three numbers under one name is a summary row; a pair of numbers still counts', () => {
    const summary = cpAudit([
      { ...CP_ROW, operationNumber: '170, 180 & 190', processName: 'Temizlik, Etiket ve Paketleme' },
      { ...CP_ROW, operationNumber: '180', processName: 'Boyama' },
    ]);
    expect(ofRule(summary, 'cp-duplicate-operation-number')).toEqual([]);
    const pair = cpAudit([
      { ...CP_ROW, operationNumber: '180 & 190', processName: 'Temizlik ve Paketleme' },
      { ...CP_ROW, operationNumber: '180', processName: 'Boyama' },
    ]);
    expect(flaggedRows(pair, 'cp-duplicate-operation-number')).toEqual([3]);
  });

  it('two names exactly at the same-step similarity (0.6) are one step; at 0.5 they are two', () => {
    const at = cpAudit([
      { ...CP_ROW, processName: 'Kesme Delme Bükme Taşlama Boyama' },
      { ...CP_ROW, processName: 'Kesme Delme Bükme Yıkama Paketleme' },
    ]);
    expect(ofRule(at, 'cp-duplicate-operation-number')).toEqual([]);
    const below = cpAudit([
      { ...CP_ROW, processName: 'Kesme Delme Bükme Taşlama' },
      { ...CP_ROW, processName: 'Kesme Delme Yıkama Paketleme' },
    ]);
    expect(flaggedRows(below, 'cp-duplicate-operation-number')).toEqual([3]);
  });

  const reused = (n: number): PfmeaRow[] =>
    Array.from({ length: n }, (_, i) => [
      rated('2', '2', '2', { operationNumber: String(10 * (i + 1)), processStep: 'Kesme' }),
      rated('2', '2', '2', { operationNumber: String(10 * (i + 1)), processStep: 'Boyama' }),
    ]).flat();

  it('reused numbers give one finding per table listing every pair (12 named, the rest counted)', () => {
    const at = ofRule(pfmeaAudit(reused(12)), 'pfmea-duplicate-operation-number');
    expect(at).toHaveLength(1);
    expect(listedItems(at[0], 'pairs')).toEqual({ shown: 12, total: 12 });
    const above = ofRule(pfmeaAudit(reused(13)), 'pfmea-duplicate-operation-number');
    expect(above).toHaveLength(1);
    expect(listedItems(above[0], 'pairs')).toEqual({ shown: 12, total: 13 });
    const many = ofRule(pfmeaAudit(reused(30)), 'pfmea-duplicate-operation-number');
    expect(many).toHaveLength(1);
    expect(flaggedRows(many, 'pfmea-duplicate-operation-number')).toHaveLength(30);
  });
});

describe('an empty special-characteristic column, graded by the PFMEA’s severity (S 8 / 9 / 10)', () => {
  const plan = mappedTable(CP_FIELDS, [CP_ROW, { ...CP_ROW, productCharacteristic: 'Çap' }], {
    file: 'cp.xlsx',
  });
  const withPfmea = (severity: string, incoming = false) =>
    auditStages({
      controlPlans: [{ table: plan, incoming }],
      pfmeas: [
        {
          table: mappedTable(PFMEA_FIELDS, [rated(severity, '1', '1')], { file: 'pfmea.xlsx' }),
          scale: null,
        },
      ],
    });
  const graded = (drafts: ReturnType<typeof withPfmea>) =>
    drafts
      .filter(
        (d) => d.ruleId === 'cp-no-special-characteristics' || d.ruleId === 'cp-no-special-with-severe-pfmea',
      )
      .map((d) => `${d.ruleId}@${(d.rows ?? []).map((r) => `${r.file}:${r.row}`).join(',')}`);

  it('S 8: an observation; S 9 and 10: a minor finding listing the PFMEA rows', () => {
    expect(graded(withPfmea('8'))).toEqual(['cp-no-special-characteristics@']);
    expect(graded(withPfmea('9'))).toEqual(['cp-no-special-with-severe-pfmea@pfmea.xlsx:2']);
    expect(graded(withPfmea('10'))).toEqual(['cp-no-special-with-severe-pfmea@pfmea.xlsx:2']);
  });

  it('S 11 is no rating; an incoming plan is not graded by the PFMEA; another scale does not grade', () => {
    expect(graded(withPfmea('11'))).toEqual(['cp-no-special-characteristics@']);
    expect(graded(withPfmea('9', true))).toEqual(['cp-no-special-characteristics@']);
    const percent = auditStages({
      controlPlans: [{ table: plan, incoming: false }],
      pfmeas: [
        {
          table: mappedTable(PFMEA_FIELDS, [rated('9', '1', '1')]),
          scale: { kind: 'percent-header', header: 'S %' },
        },
      ],
    });
    expect(graded(percent)).toEqual(['cp-no-special-characteristics@']);
  });
});
