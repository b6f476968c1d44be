import { describe, expect, it } from 'vitest';
import type { TAuditDocumentType } from './contract';
import { runAudit } from './run-audit';
import { namesIncomingInspection } from './checks/incoming-plan';
import type { TCpField } from './tables/mapped-table';
import { type FixtureDocument, fixtureToExtracted, sourceRow } from './testing/fixture-document';
import { buildLinkedSet } from './testing/linked-set';
import { CP_COLUMNS } from './testing/linked-set-data';

// A rule applies only where it makes sense (issue 22 part 4, docs/audit-rules.md "Where a rule does
// not apply"): no machine on receiving or incoming-inspection rows, no process-flow rule on a
// document of another type. Each through runAudit, headers detected as in an audit.

const ruleIds = (report: ReturnType<typeof runAudit>) => report.findings.map((f) => f.ruleId);

/** A copy of a fixture with some cells of one row replaced. */
function withRow<F extends string>(
  doc: FixtureDocument<F>,
  index: number,
  values: Partial<Record<F, string>>,
): FixtureDocument<F> {
  const rows = doc.rows.map((cells, i) =>
    i === index ? doc.fields.map((field, c) => values[field] ?? cells[c] ?? '') : cells,
  );
  return { ...doc, rows };
}

describe.each(['tr', 'en'] as const)('machine column on receiving rows (%s)', (lang) => {
  const set = buildLinkedSet(lang, { defects: false });
  // Row 0 is operation 10, 'Hammadde Kabul ve Giriş Muayenesi' / 'Receiving and Incoming Inspection'.
  const receivingWithoutMachine = withRow(set.controlPlan, 0, { machine: '' });

  it('a clean set whose receiving row names no machine has no finding', () => {
    const report = runAudit([
      fixtureToExtracted(set.flow, 'flow'),
      fixtureToExtracted(set.pfmea, 'pfmea'),
      fixtureToExtracted(receivingWithoutMachine, 'cp'),
    ]);
    expect(report.findings.map((f) => `${f.ruleId}: ${f.description}`)).toEqual([]);
  });

  it('an empty machine on a production row is still a finding, citing that row only', () => {
    const kaynak = set.controlPlan.rows.findIndex((cells) => cells[0] === '50');
    const doc = withRow(receivingWithoutMachine, kaynak, { machine: '' });
    const report = runAudit([fixtureToExtracted(doc, 'cp')]);
    const empty = report.findings.filter((f) => f.ruleId === 'cp-empty-cells');
    expect(empty.map((f) => f.evidence.row)).toEqual([sourceRow(doc, kaynak)]);
    expect(empty[0]?.description).toContain('1 satırda');
  });
});

describe('receiving / incoming-inspection operation names', () => {
  it.each([
    'Giriş Kontrol',
    'GİRİŞ KONTROLÜ',
    'Girdi Kontrol',
    'Giriş Muayenesi',
    'Malzeme Kabul',
    'Hammadde Kabul',
    'Hammadde Girişi',
    'Mal Kabul',
    'Receiving',
    'Incoming Inspection',
    'IQC',
    'Goods Receipt',
    'I-10 (수입검사)',
  ])('"%s" is a receiving step: its empty machine cell is no finding', (name) => {
    expect(namesIncomingInspection(name)).toBe(true);
    const set = buildLinkedSet('tr', { defects: false });
    const doc = withRow(set.controlPlan, 0, { processName: name, machine: '' });
    expect(ruleIds(runAudit([fixtureToExtracted(doc, 'cp')]))).not.toContain('cp-empty-cells');
  });

  it.each([
    'Kaynak',
    'Final Kontrol',
    'Normal kabul testi',
    'Kabul edilen parça sevkiyatı',
    'Receipt printing',
  ])('"%s" is not a receiving step', (name) => {
    expect(namesIncomingInspection(name)).toBe(false);
  });
});

describe('an incoming-inspection plan', () => {
  const columns = CP_COLUMNS.filter(([field]) => field !== 'operationNumber' && field !== 'processName');
  const row = (values: Partial<Record<TCpField, string>>) => columns.map(([field]) => values[field] ?? '');
  const plan = (lang: 'tr' | 'en'): FixtureDocument<TCpField> => ({
    fileName: lang === 'tr' ? 'Giris_Kontrol_Plani.xlsx' : 'Incoming_Control_Plan.xlsx',
    type: 'control-plan',
    sheet: 'ICP',
    title: [lang === 'tr' ? 'GİRİŞ KONTROL PLANI' : 'INCOMING INSPECTION CONTROL PLAN', 'Rev. 2'],
    header: columns.map(([, text]) => text[lang]),
    fields: columns.map(([field]) => field),
    rows: [
      row({
        characteristicNumber: '1',
        productCharacteristic: 'Sac kalınlığı',
        specialClass: 'SC',
        specification: '2,0±0,1 mm',
        measurementTechnique: 'Mikrometre',
        msaReference: 'MSA-003',
        sampleSize: '5',
        sampleFrequency: 'Her parti',
        controlMethod: 'Giriş kontrol talimatı',
        reactionPlan: 'Partiyi ayır, tedarikçiye bildir',
        owner: 'Kalite',
      }),
      row({
        characteristicNumber: '2',
        productCharacteristic: 'Malzeme sertifikası',
        specification: 'EN 10130 DC01',
        measurementTechnique: 'Sertifika incelemesi',
        sampleSize: '1',
        sampleFrequency: 'Her parti',
        controlMethod: 'Sertifika kontrolü',
        reactionPlan: 'Partiyi bekletmeye al',
        owner: 'Kalite',
      }),
    ],
  });

  it.each(['tr', 'en'] as const)(
    'clean, with an empty machine column, gets no machine finding (%s)',
    (lang) => {
      expect(ruleIds(runAudit([fixtureToExtracted(plan(lang), 'icp')]))).toEqual(['cp-incoming-inspection']);
    },
  );
});

// The real blank checklist (sumitduc MPPL.MR.15, .xls) as the reader gives it: numbered items, so
// its text reads like a flow written one step per line.
const CHECKLIST: FixtureDocument = {
  fileName: 'MPPL.MR.15_Process_Audit_check_sheet.xls',
  type: 'other',
  sheet: 'Checksheet-R',
  title: ['PROCESS AUDIT CHECK LIST CUM REPORT', 'PART/PROCESS NAME :', 'PROCESS OWNER :'],
  header: ['S.No.', 'PROCESS PARAMETERS', 'SPECIFICATIONS', 'OBSERVATIONS', 'REMARKS'],
  fields: ['stepNumber', 'stepName', 'other', 'other', 'other'],
  rows: [
    'Verify the Process Flow Chart / Process Sequence',
    'Check the availability of Control Plan at the workplace',
    'Check for defect awareness and Reaction plan',
    'Check the contingency plan',
    'Verify Poka-Yoke functioning',
  ].map((item, i) => [String(i + 1), item, 'As per standard', '', '']),
};

const flowFindings = (type: TAuditDocumentType, doc: FixtureDocument = CHECKLIST) =>
  ruleIds(runAudit([fixtureToExtracted({ ...doc, type }, 'doc')])).filter((id) => id.startsWith('pfd-'));

describe('process-flow rules only on process flows', () => {
  it.each(['other', 'synoptic'] as const)(
    'a numbered checklist typed "%s" gets no process-flow finding',
    (type) => {
      expect(flowFindings(type)).toEqual([]);
      expect(ruleIds(runAudit([fixtureToExtracted({ ...CHECKLIST, type }, 'doc')]))).toEqual([
        'doc-unrecognized',
      ]);
    },
  );

  it('the same lines in a document declared a process flow are read as one', () => {
    expect(flowFindings('process-flow').length).toBeGreaterThan(0);
  });

  it('a flow table in a document typed "Diğer" is a flow only when the workbook also holds a PFMEA or a control plan', () => {
    const set = buildLinkedSet('tr', { defects: false });
    const incomplete = withRow(set.flow, 2, { stepNumber: '' });
    expect(flowFindings('other', incomplete)).toEqual([]);
    expect(flowFindings('process-flow', incomplete)).toEqual(['pfd-unnumbered-steps']);
    // An APQP workbook: the flow and the PFMEA on two sheets of one 'other' file.
    const flow = fixtureToExtracted({ ...incomplete, type: 'other' }, 'apqp');
    const pfmea = fixtureToExtracted(set.pfmea, 'apqp');
    const workbook = { ...flow, tables: [...(flow.tables ?? []), ...(pfmea.tables ?? [])], text: '' };
    expect(ruleIds(runAudit([workbook]))).toContain('pfd-unnumbered-steps');
  });
});
