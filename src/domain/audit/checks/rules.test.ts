import { describe, expect, it } from 'vitest';
import { apLookup } from '../../fmea/plan/ap-table';
import { ZAuditRuleSettings } from '../contract';
import { draftText } from '../build-report';
import type { FindingDraft } from '../finding-draft';
import { pfdSteps } from '../linkage/steps';
import { CP_FIELDS, type TCpField, type TPfmeaField } from '../tables/mapped-table';
import { mappedTable } from '../testing/mapped';
import { checkCpEmptyCells, checkCpMissingColumns } from './control-plan-columns';
import { checkCpGaugeWithoutMsa } from './control-plan-msa';
import { checkCpNoSpecialCharacteristics, checkCpSpecialWithoutControl } from './control-plan-special';
import { isIncomingInspectionPlan } from './incoming-plan';
import { checkPfmeaMissingColumns } from './pfmea-columns';
import { checkPfmeaHighRisk } from './pfmea-high-risk';
import { checkPfmeaDetectionLimit } from './pfmea-ratings';
import { pfmeaDataRows } from './pfmea-rows';
import { pfmeaScale, scaleFinding } from './pfmea-scale';
import { checkProcessFlow } from './process-flow';

const ctx = { settings: ZAuditRuleSettings.parse({}), ap: apLookup() };
const ids = (drafts: readonly FindingDraft[]) => drafts.map((d) => d.ruleId);
/** A draft's Turkish description, as the API will carry it ('' for no draft). */
const described = (draft: FindingDraft | undefined) => (draft ? draftText(draft).description : '');

const CP_ROW: Partial<Record<TCpField, string>> = {
  operationNumber: '10',
  processName: 'Kesme',
  machine: 'Testere',
  characteristicNumber: '1',
  productCharacteristic: 'Boy',
  specification: '100±1',
  measurementTechnique: 'Kumpas',
  msaReference: 'MSA-1',
  sampleSize: '5',
  sampleFrequency: 'Saatlik',
  controlMethod: 'SPC',
  reactionPlan: 'Ayır',
  owner: 'Operatör',
};
const NO_MSA_ROW = { ...CP_ROW, msaReference: undefined };
const CP_COLUMNS = CP_FIELDS.filter((f) => !['characteristic', 'sample', 'materialDescription'].includes(f));

describe('control plan rules', () => {
  it('cp-missing-columns: names each missing Annex A column; none for a complete form', () => {
    const partial = mappedTable(
      ['operationNumber', 'processName', 'productCharacteristic', 'specification'] as TCpField[],
      [CP_ROW],
    );
    const [finding] = checkCpMissingColumns(partial, false);
    expect(finding?.ruleId).toBe('cp-missing-columns');
    expect(described(finding)).toContain('Reaksiyon planı');
    expect(described(finding)).toContain('Ölçüm tekniği');
    expect(finding?.evidence.row).toBe(1);
    expect(checkCpMissingColumns(mappedTable(CP_COLUMNS, [CP_ROW]), false)).toEqual([]);
  });

  it('cp-missing-columns: an incoming plan is not asked for operations or machines', () => {
    const fields: TCpField[] = [
      'materialDescription',
      'characteristic',
      'specialClass',
      'specification',
      'measurementTechnique',
      'sampleSize',
      'sampleFrequency',
      'controlMethod',
      'reactionPlan',
    ];
    const table = mappedTable(fields, [
      { materialDescription: 'Sac', characteristic: 'Kalınlık', specification: '2±0,1' },
    ]);
    expect(isIncomingInspectionPlan(table)).toBe(true);
    expect(checkCpMissingColumns(table, true)).toEqual([]);
    expect(isIncomingInspectionPlan(mappedTable(CP_COLUMNS, [CP_ROW]))).toBe(false);
    expect(
      isIncomingInspectionPlan(mappedTable(['characteristic'], [], { context: 'INCOMING CONTROL PLAN' })),
    ).toBe(true);
  });

  it('cp-empty-cells: one finding per plan naming each column with its rows, fillers count as empty', () => {
    const table = mappedTable(CP_COLUMNS, [
      CP_ROW,
      { ...CP_ROW, machine: '-' },
      { ...CP_ROW, machine: '', owner: 'N/A' },
      { ...CP_ROW, productCharacteristic: '', specification: 'Ø10' },
    ]);
    const findings = checkCpEmptyCells(table, false);
    expect(ids(findings)).toEqual(['cp-empty-cells']);
    expect(described(findings[0])).toBe(
      '3 satırda zorunlu hücreler boş: "Makine / teçhizat / aparat" 2 satırda (satır 3, 4); "Sorumlu" 1 satırda (satır 4); ürün veya proses karakteristiği 1 satırda (satır 5).',
    );
    expect(findings[0]?.rows?.map((r) => r.row)).toEqual([3, 4, 5]);
    expect(checkCpEmptyCells(mappedTable(CP_COLUMNS, [CP_ROW, CP_ROW]), false)).toEqual([]);
  });

  it('cp-special-without-control: per special row without method or reaction; not for ordinary rows', () => {
    const table = mappedTable(CP_COLUMNS, [
      { ...CP_ROW, specialClass: 'CC', reactionPlan: '' },
      { ...CP_ROW, specialClass: '', reactionPlan: '' },
      { ...CP_ROW, specialClass: 'SC' },
    ]);
    const findings = checkCpSpecialWithoutControl(table);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.evidence.row).toBe(2);
    expect(described(findings[0])).toContain('reaksiyon planı');
  });

  it('cp-no-special-characteristics: only when the class column is empty in every row', () => {
    expect(
      ids(
        checkCpNoSpecialCharacteristics(
          mappedTable(CP_COLUMNS, [CP_ROW, { ...CP_ROW, specialClass: 'yok' }]),
        ),
      ),
    ).toEqual(['cp-no-special-characteristics']);
    expect(
      checkCpNoSpecialCharacteristics(mappedTable(CP_COLUMNS, [CP_ROW, { ...CP_ROW, specialClass: '◆' }])),
    ).toEqual([]);
  });

  it('cp-gauge-without-msa: a gauge row without an MSA reference; a plan-wide MSA note counts without a column', () => {
    const noColumn = CP_COLUMNS.filter((f) => f !== 'msaReference');
    expect(ids(checkCpGaugeWithoutMsa(mappedTable(noColumn, [NO_MSA_ROW])))).toEqual([
      'cp-gauge-without-msa',
    ]);
    expect(
      checkCpGaugeWithoutMsa(mappedTable(noColumn, [NO_MSA_ROW], { context: 'Tüm cihazlar MSA planında' })),
    ).toEqual([]);
    expect(
      checkCpGaugeWithoutMsa(mappedTable(noColumn, [{ ...NO_MSA_ROW, controlMethod: 'SPC, GR&R %8' }])),
    ).toEqual([]);
    expect(checkCpGaugeWithoutMsa(mappedTable(CP_COLUMNS, [CP_ROW]))).toEqual([]);
    expect(
      checkCpGaugeWithoutMsa(
        mappedTable(CP_COLUMNS, [{ ...CP_ROW, measurementTechnique: 'Görsel', msaReference: '' }]),
      ),
    ).toEqual([]);
    expect(ids(checkCpGaugeWithoutMsa(mappedTable(CP_COLUMNS, [{ ...CP_ROW, msaReference: '' }])))).toEqual([
      'cp-gauge-without-msa',
    ]);
  });
});

const PFMEA_FIELDS_ALL: TPfmeaField[] = [
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
  'recommendedAction',
  'responsibility',
  'targetDate',
];
const PFMEA_ROW: Partial<Record<TPfmeaField, string>> = {
  operationNumber: '10',
  processStep: 'Kesme',
  failureMode: 'Boy kısa',
  effect: 'Montaj olmaz',
  severity: '7',
  cause: 'Ayar',
  preventionControl: 'Talimat',
  occurrence: '3',
  detectionControl: 'Kumpas',
  detection: '4',
  rpn: '84',
};

describe('PFMEA rules', () => {
  it('pfmea-missing-columns: lists what is missing; a combined owner-and-date column satisfies both', () => {
    const [finding] = checkPfmeaMissingColumns(
      mappedTable(['processStep', 'failureMode', 'severity'] as TPfmeaField[], []),
    );
    expect(described(finding)).toContain('Olasılık (O)');
    const combined = PFMEA_FIELDS_ALL.filter((f) => f !== 'responsibility' && f !== 'targetDate').concat(
      'responsibilityAndDate',
    );
    expect(checkPfmeaMissingColumns(mappedTable(combined, []))).toEqual([]);
  });

  it('pfmea-high-risk-without-action: S 9-10 or AP H needs action, owner and date; the combined column is read', () => {
    const table = mappedTable(
      [
        'severity',
        'occurrence',
        'detection',
        'failureMode',
        'recommendedAction',
        'responsibilityAndDate',
      ] as TPfmeaField[],
      [
        {
          failureMode: 'a',
          severity: '9',
          occurrence: '2',
          detection: '2',
          recommendedAction: 'Poka-yoke',
          responsibilityAndDate: 'Ali 12.05.2026',
        },
        {
          failureMode: 'b',
          severity: '9',
          occurrence: '2',
          detection: '2',
          recommendedAction: 'Poka-yoke',
          responsibilityAndDate: 'Ali',
        },
        { failureMode: 'c', severity: '8', occurrence: '8', detection: '8' },
        { failureMode: 'd', severity: '6', occurrence: '2', detection: '2' },
      ],
    );
    const [finding] = checkPfmeaHighRisk(table, pfmeaDataRows(table), ctx);
    expect(described(finding)).toContain('satır 3 (S=9; eksik: termin)');
    expect(described(finding)).toContain('satır 4 (AP=H; eksik: aksiyon, sorumlu, termin)');
    expect(described(finding)).not.toContain('satır 2 ');
    expect(described(finding)).not.toContain('satır 5');
  });

  it('pfmea-detection-above-limit: a D above the limit without an owner lists its rows with the D', () => {
    const table = mappedTable(PFMEA_FIELDS_ALL, [
      { ...PFMEA_ROW, detection: '9', recommendedAction: 'Kamera', responsibility: '' },
      PFMEA_ROW,
    ]);
    const findings = checkPfmeaDetectionLimit(table, pfmeaDataRows(table), ctx);
    expect(ids(findings)).toEqual(['pfmea-detection-above-limit']);
    expect(described(findings[0])).toContain(
      '1 satırda önerilen aksiyon veya sorumlu yok: satır 2 (D=9; eksik: sorumlu)',
    );
  });

  it('pfmea scale: % or 1-5 headers and many values over 10 are another scale; 1-10 is not', () => {
    const percent = mappedTable(PFMEA_FIELDS_ALL, [PFMEA_ROW]);
    expect(pfmeaScale({ ...percent, headers: { ...percent.headers, detection: 'Detection %' } }, [])).toEqual(
      { kind: 'percent-header', header: 'Detection %' },
    );
    expect(
      pfmeaScale({ ...percent, headers: { ...percent.headers, severity: 'Şiddet (1-5)' } }, []),
    ).toMatchObject({ kind: 'range-header', from: '1', to: '5' });
    expect(
      pfmeaScale({ ...percent, headers: { ...percent.headers, severity: 'Şiddet (1-10)' } }, []),
    ).toBeNull();
    const values = mappedTable(PFMEA_FIELDS_ALL, [
      { ...PFMEA_ROW, severity: '80', occurrence: '40', detection: '60' },
    ]);
    const reason = pfmeaScale(values, []);
    expect(reason).toEqual({ kind: 'percent-values', count: 3, max: 80 });
    expect(described(scaleFinding(values, reason!))).toContain(
      "(0-100 % ölçeği: puanların 3 tanesi 10'dan büyük (en büyüğü 80))",
    );
  });
});

describe('process flow rules', () => {
  const flow = (rows: Partial<Record<'stepNumber' | 'stepName' | 'stepType', string>>[]) => {
    const table = mappedTable(['stepNumber', 'stepName', 'stepType'] as const, rows);
    return ids(checkProcessFlow(table, pfdSteps(table)));
  };
  const complete = [
    { stepNumber: '10', stepName: 'Giriş muayenesi' },
    { stepNumber: '20', stepName: 'Depolama' },
    { stepNumber: '30', stepName: 'Kaynak' },
    { stepNumber: '40', stepName: 'Tamir' },
  ];

  it('finds nothing in a numbered flow with inspection, storage and rework', () => {
    expect(flow(complete)).toEqual([]);
  });

  it.each([
    ['pfd-unnumbered-steps', [...complete, { stepName: 'Paketleme' }]],
    ['pfd-duplicate-step-number', [...complete, { stepNumber: '30', stepName: 'Boyama' }]],
    ['pfd-no-inspection-step', complete.filter((s) => s.stepNumber !== '10')],
    ['pfd-no-storage-step', complete.filter((s) => s.stepNumber !== '20')],
    ['pfd-no-rework-step', complete.filter((s) => s.stepNumber !== '40')],
  ])('%s', (ruleId, rows) => {
    expect(flow(rows)).toEqual([ruleId]);
  });

  it('a step repeated on merged rows is one step, not a duplicate number', () => {
    expect(flow([...complete, { stepNumber: '30', stepName: 'KAYNAK' }])).toEqual([]);
  });
});

describe('AIAG-VDA actions on their own sheet', () => {
  it('a high-risk row counts as planned when the optimisation table has its failure mode with action, owner and date', () => {
    const risk = mappedTable(['failureMode', 'severity', 'occurrence', 'detection'] as TPfmeaField[], [
      { failureMode: 'Yüzey pürüzlülüğü Ra > 0,8', severity: '9', occurrence: '2', detection: '2' },
      { failureMode: 'Yanlış program yüklendi', severity: '9', occurrence: '2', detection: '2' },
    ]);
    const actions = mappedTable(
      ['failureMode', 'recommendedAction', 'responsibility', 'targetDate'] as TPfmeaField[],
      [
        {
          failureMode: 'Yüzey pürüzlülüğü Ra > 0,8 (konik)',
          recommendedAction: 'Takım ömrü izleme',
          responsibility: 'Ayşe',
          targetDate: '01.06.2026',
        },
      ],
    );
    const [finding] = checkPfmeaHighRisk(risk, pfmeaDataRows(risk), ctx, [actions]);
    expect(described(finding)).toContain('1 satırda');
    expect(finding?.evidence.row).toBe(3);
    const columns = described(checkPfmeaMissingColumns(risk, [actions])[0]);
    expect(columns).toContain('Hata nedeni');
    expect(columns).not.toContain('Önerilen aksiyon');
    expect(described(checkPfmeaMissingColumns(risk)[0])).toContain('Önerilen aksiyon');
  });
});
