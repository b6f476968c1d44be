import { apLookup } from '../../fmea/plan/ap-table';
import type { TCpField, TPfdField, TPfmeaField } from '../tables/mapped-table';
import { type FixtureDocument, type PlantedDefect, sourceRow } from './fixture-document';
import {
  CP_COLUMNS,
  CP_ROWS,
  type Lang,
  OPERATIONS,
  PFD_COLUMNS,
  PFMEA_ACTION,
  PFMEA_COLUMNS,
  PFMEA_ROWS,
} from './linked-set-data';

/**
 * A process flow, a PFMEA and a control plan of the same part, in Turkish or English, as plain rows.
 * `defects: false` gives a consistent set where the engine must find nothing; `defects: true`
 * plants one defect per rule listed in `defects` (with the file and row each finding must cite).
 */
export interface LinkedSet {
  readonly flow: FixtureDocument<TPfdField>;
  readonly pfmea: FixtureDocument<TPfmeaField>;
  readonly controlPlan: FixtureDocument<TCpField>;
  readonly defects: readonly PlantedDefect[];
}

type Row<F extends string> = Partial<Record<F, string>>;

const TITLES = {
  tr: {
    flow: ['Süreç Akış Şeması', 'Parça: Kaynaklı Braket — Parça No: BR-1001 — Rev. 3'],
    pfmea: ['Proses FMEA (PFMEA)', 'Parça: Kaynaklı Braket — Parça No: BR-1001 — Rev. 3'],
    cp: ['Kontrol Planı — Faz: Seri Üretim', 'Parça: Kaynaklı Braket — Parça No: BR-1001 — Rev. 3'],
    files: ['Surec_Akis_Semasi_BR-1001', 'PFMEA_BR-1001', 'Kontrol_Plani_BR-1001'],
    sheets: ['Süreç Akışı', 'PFMEA', 'Kontrol Planı'],
  },
  en: {
    flow: ['Process Flow Diagram', 'Part: Welded Bracket — Part No.: BR-1001 — Rev. 3'],
    pfmea: ['Process FMEA', 'Part: Welded Bracket — Part No.: BR-1001 — Rev. 3'],
    cp: ['Control Plan — Phase: Production', 'Part: Welded Bracket — Part No.: BR-1001 — Rev. 3'],
    files: ['Process_Flow_BR-1001', 'PFMEA_BR-1001_EN', 'Control_Plan_BR-1001'],
    sheets: ['Process Flow', 'PFMEA', 'Control Plan'],
  },
} as const;

const RENAMED_OP_40: Readonly<Record<Lang, string>> = { tr: 'Pres Şekillendirme', en: 'Press Forming' };

function toDocument<F extends string>(
  fileName: string,
  type: FixtureDocument['type'],
  sheet: string,
  title: readonly string[],
  columns: readonly (readonly [F, Readonly<Record<Lang, string>>])[],
  lang: Lang,
  rows: readonly Row<F>[],
): FixtureDocument<F> {
  return {
    fileName,
    type,
    sheet,
    title,
    header: columns.map(([, text]) => text[lang]),
    fields: columns.map(([field]) => field),
    rows: rows.map((row) => columns.map(([field]) => row[field] ?? '')),
  };
}

const ap = apLookup();

function pfmeaRows(lang: Lang): Row<TPfmeaField>[] {
  const action = PFMEA_ACTION[lang];
  return PFMEA_ROWS[lang].map((row) => {
    const op = OPERATIONS.find((o) => o.op === row.operationNumber);
    const [s, o, d] = [Number(row.severity), Number(row.occurrence), Number(row.detection)];
    return {
      ...row,
      processStep: op?.name[lang] ?? '',
      rpn: String(s * o * d),
      actionPriority: ap(s, o, d),
      recommendedAction: action.action,
      responsibility: action.owner,
      targetDate: action.date,
    };
  });
}

function cpRows(lang: Lang): Row<TCpField>[] {
  return CP_ROWS[lang].map((row) => ({
    ...row,
    processName: OPERATIONS.find((o) => o.op === row.operationNumber)?.name[lang] ?? '',
  }));
}

function set(row: Row<string> | undefined, values: Row<string>): void {
  if (row) Object.assign(row, values);
}

/** Builds the linked set of one language, clean or with the planted defects. */
export function buildLinkedSet(lang: Lang, options: { defects: boolean }): LinkedSet {
  const titles = TITLES[lang];
  const ext = '.xlsx';
  const files = titles.files.map((f) => `${f}${ext}`) as [string, string, string];
  const flow: Row<TPfdField>[] = OPERATIONS.map((o) => ({
    stepNumber: o.op,
    stepName: o.name[lang],
    stepType: o.kind[lang],
  }));
  let pfmea = pfmeaRows(lang);
  let cp = cpRows(lang);
  const planted: {
    ruleId: PlantedDefect['ruleId'];
    doc: 0 | 1 | 2;
    match: (row: Row<string>) => boolean;
    cellText?: string;
  }[] = [];

  if (options.defects) {
    const byOp = <F extends string>(rows: Row<F>[], field: F, op: string) =>
      rows.filter((r) => r[field] === op);
    // Process flow: the deburring step lost its number (found in the PFMEA by its name).
    set(
      flow.find((r) => r.stepNumber === '35'),
      { stepNumber: '' },
    );
    planted.push({
      ruleId: 'pfd-unnumbered-steps',
      doc: 0,
      match: (r) => r.stepName === OPERATIONS[3]?.name[lang],
    });
    // PFMEA: painting (60) not analysed.
    pfmea = pfmea.filter((r) => r.operationNumber !== '60');
    planted.push({ ruleId: 'link-pfd-step-missing-in-pfmea', doc: 0, match: (r) => r.stepNumber === '60' });
    // PFMEA: wrong RPN (40), high severity without action (50), D above 7 without owner (35), O = 12 (20),
    // wrong AP (90).
    set(byOp(pfmea, 'operationNumber', '40')[0], { rpn: '80' });
    planted.push({
      ruleId: 'pfmea-rpn-mismatch',
      doc: 1,
      match: (r) => r.operationNumber === '40',
      cellText: '80',
    });
    set(byOp(pfmea, 'operationNumber', '50')[0], {
      recommendedAction: '',
      responsibility: '',
      targetDate: '',
    });
    planted.push({
      ruleId: 'pfmea-high-risk-without-action',
      doc: 1,
      match: (r) => r.operationNumber === '50',
    });
    // D above the limit is a finding only without an action or an owner: the owner is left blank.
    set(byOp(pfmea, 'operationNumber', '35')[0], {
      responsibility: '',
      detection: '8',
      rpn: String(6 * 3 * 8),
      actionPriority: ap(6, 3, 8),
    });
    planted.push({
      ruleId: 'pfmea-detection-above-limit',
      doc: 1,
      match: (r) => r.operationNumber === '35',
      cellText: '8',
    });
    set(byOp(pfmea, 'operationNumber', '20')[0], { occurrence: '12', rpn: '' });
    planted.push({ ruleId: 'pfmea-invalid-rating', doc: 1, match: (r) => r.operationNumber === '20' });
    set(byOp(pfmea, 'operationNumber', '90')[0], { actionPriority: 'H' });
    planted.push({
      ruleId: 'pfmea-ap-mismatch',
      doc: 1,
      match: (r) => r.operationNumber === '90',
      cellText: 'H',
    });
    // Control plan: CC of 30 not marked, SC of 70 written CC, 40 renamed, welding under 55, 90 missing.
    set(byOp(cp, 'operationNumber', '30')[0], { specialClass: '' });
    planted.push({
      ruleId: 'link-special-missing-in-cp',
      doc: 1,
      match: (r) => r.operationNumber === '30',
      cellText: 'CC',
    });
    set(byOp(cp, 'operationNumber', '70')[0], { specialClass: 'CC' });
    planted.push({
      ruleId: 'link-special-symbol-mismatch',
      doc: 1,
      match: (r) => r.operationNumber === '70',
      cellText: 'SC',
    });
    for (const row of cp.filter((r) => r.operationNumber === '40')) row.processName = RENAMED_OP_40[lang];
    planted.push({
      ruleId: 'link-operation-name-mismatch',
      doc: 1,
      match: (r) => r.operationNumber === '40',
    });
    for (const row of cp.filter((r) => r.operationNumber === '50')) row.operationNumber = '55';
    planted.push({
      ruleId: 'link-operation-number-mismatch',
      doc: 1,
      match: (r) => r.operationNumber === '50',
    });
    cp = cp.filter((r) => r.operationNumber !== '90');
    planted.push({
      ruleId: 'link-pfmea-step-missing-in-cp',
      doc: 1,
      match: (r) => r.operationNumber === '90',
    });
    // Control plan rows: special without control method (10), gauge without MSA (60),
    // no reaction plan (80), empty sample size (35).
    set(byOp(cp, 'operationNumber', '10')[0], { specialClass: 'SC', controlMethod: '' });
    planted.push({ ruleId: 'cp-special-without-control', doc: 2, match: (r) => r.operationNumber === '10' });
    // The SC of 10 is the control plan's own: the PFMEA does not mark it (8.3.3.3, both ways).
    planted.push({
      ruleId: 'link-special-missing-in-pfmea',
      doc: 2,
      match: (r) => r.operationNumber === '10',
      cellText: 'SC',
    });
    set(byOp(cp, 'operationNumber', '60')[0], { msaReference: '' });
    planted.push({ ruleId: 'cp-gauge-without-msa', doc: 2, match: (r) => r.operationNumber === '60' });
    set(byOp(cp, 'operationNumber', '80')[0], { reactionPlan: '' });
    planted.push({ ruleId: 'cp-no-reaction-plan', doc: 2, match: (r) => r.operationNumber === '80' });
    set(byOp(cp, 'operationNumber', '35')[0], { sampleSize: '' });
    planted.push({ ruleId: 'cp-empty-cells', doc: 2, match: (r) => r.operationNumber === '35' });
  }

  const documents = [
    toDocument(files[0], 'process-flow', titles.sheets[0], titles.flow, PFD_COLUMNS, lang, flow),
    toDocument(files[1], 'fmea', titles.sheets[1], titles.pfmea, PFMEA_COLUMNS, lang, pfmea),
    toDocument(files[2], 'control-plan', titles.sheets[2], titles.cp, CP_COLUMNS, lang, cp),
  ] as const;
  const rowsOf = [flow, pfmea, cp] as const;
  const defects = planted.map(({ ruleId, doc, match, cellText }) => {
    const index = (rowsOf[doc] as Row<string>[]).findIndex(match);
    if (index < 0) throw new Error(`Planted defect ${ruleId} has no row`);
    return {
      ruleId,
      file: documents[doc].fileName,
      row: sourceRow(documents[doc], index),
      ...(cellText ? { cellText } : {}),
    };
  });
  return { flow: documents[0], pfmea: documents[1], controlPlan: documents[2], defects };
}
