import { describe, expect, it } from 'vitest';
import type { TCpField, TPfmeaField } from '../tables/mapped-table';
import { mappedTable } from '../testing/mapped';
import { auditStages, flaggedRows, hasMoreClause, moreCount, ofRule } from '../testing/stage-set';

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

  it('pfmea-rpn-above-band: RPN at the red band (49) and above (50), not one below (48)', () => {
    const settings = { rpnBands: { high: 49, medium: 20 } };
    const rows = [rated('6', '8', '1'), rated('7', '7', '1'), rated('5', '10', '1')];
    expect(flaggedRows(pfmeaAudit(rows, settings), 'pfmea-rpn-above-band')).toEqual([3, 4]);
    // A recorded action takes the row out, at the band as above it.
    const acted = rows.map((r) => ({ ...r, recommendedAction: 'Poka-yoke' }));
    expect(flaggedRows(pfmeaAudit(acted, settings), 'pfmea-rpn-above-band')).toEqual([]);
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

  it('cp-special-without-control: 20 rows give 20 findings and no "+N more"; 21 give 20, the last saying 1 more', () => {
    const twenty = ofRule(cpAudit(specialGaps(20)), 'cp-special-without-control');
    expect(twenty).toHaveLength(20);
    expect(hasMoreClause(twenty)).toBe(false);
    const nineteen = ofRule(cpAudit(specialGaps(19)), 'cp-special-without-control');
    expect(nineteen).toHaveLength(19);
    expect(hasMoreClause(nineteen)).toBe(false);
    const twentyOne = ofRule(cpAudit(specialGaps(21)), 'cp-special-without-control');
    expect(twentyOne).toHaveLength(20);
    expect(moreCount(twentyOne)).toBe(1);
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

  it('25 reused numbers give 25 findings and no "+N more"; 26 give 25, the last saying 1 more', () => {
    const at = ofRule(pfmeaAudit(reused(25)), 'pfmea-duplicate-operation-number');
    expect(at).toHaveLength(25);
    expect(hasMoreClause(at)).toBe(false);
    const above = ofRule(pfmeaAudit(reused(26)), 'pfmea-duplicate-operation-number');
    expect(above).toHaveLength(25);
    expect(moreCount(above)).toBe(1);
    expect(ofRule(pfmeaAudit(reused(24)), 'pfmea-duplicate-operation-number')).toHaveLength(24);
  });
});
