import { mulberry32 } from '../../../shared/mulberry32';
import { apLookup } from '../../plan/ap-table';
import type { SKIP_CODES, TImportedFmeaRow } from '../contract';
import type { TMergeRange } from '../workbook';
import { buildHeader } from './layout-header';
import { VALUES, type TLayoutLanguage } from './layout-values';
import type { TLayoutColumn } from './layout-words';
import { type Random, random } from './random';

type TLayoutFormat = 'xlsx' | 'xls' | 'csv';
/** A written cell: text, number, a formula with its cached value (.xlsx), or empty. */
type TLayoutCell = string | number | { f: string; v: number } | null;

interface TLayoutSheet {
  name: string;
  rows: TLayoutCell[][];
  merges: TMergeRange[];
}

/** What the importer must give back for a data row (every field the file carries). */
export type TExpectedRow = Pick<
  TImportedFmeaRow,
  | 'sourceRow'
  | 'processItem'
  | 'processStep'
  | 'workElement'
  | 'potentialFailure'
  | 'effects'
  | 'severity'
  | 'causes'
  | 'occurrence'
  | 'controls'
  | 'preventionControls'
  | 'detectionControls'
  | 'detection'
  | 'rpn'
  | 'fileRpn'
  | 'fileAp'
  | 'specialClass'
  | 'recommendedAction'
  | 'responsible'
  | 'targetDate'
  | 'actionTaken'
  | 'revised'
>;

export interface TLayout {
  seed: number;
  format: TLayoutFormat;
  /** CSV field separator. */
  delimiter: ',' | ';';
  /** One line saying what the variant is, printed for a failing seed. */
  description: string;
  sheets: TLayoutSheet[];
  /** The FMEA sheet's name. */
  sheet: string;
  headerRow: number;
  expected: TExpectedRow[];
  /** Rows of the table that are not data, with the code the importer must give (1-based rows). */
  skipped: { row: number; code: (typeof SKIP_CODES)[number]; section: string | null }[];
  /** Rows whose AP in the file is not the handbook's. */
  apDisagreements: number[];
}

type FillStyle = 'repeat' | 'blank' | 'merged';
type Form = 'basic' | 'aiag4' | 'vda';

const ap = apLookup();
const FORMATS: readonly TLayoutFormat[] = ['xlsx', 'xls', 'csv'];

/** The columns of a form, in the AIAG order; the analysis block may be shuffled (content decides). */
function columnsOf(rnd: Random, form: Form): TLayoutColumn[] {
  const structure: TLayoutColumn[] =
    form === 'vda'
      ? ['processItem', 'processStep', ...(rnd.chance(0.4) ? (['functionText'] as const) : []), 'workElement']
      : form === 'aiag4' && rnd.chance(0.6)
        ? ['stepNumber', 'processStep']
        : ['processStep'];
  const controls: TLayoutColumn[] =
    form === 'aiag4' && rnd.chance(0.4) ? ['controls'] : ['preventionControls', 'detectionControls'];
  let analysis: TLayoutColumn[] = [
    'potentialFailure',
    'effects',
    'severity',
    ...(form !== 'basic' && rnd.chance(0.6) ? (['classification'] as const) : []),
    'causes',
    ...(controls.length === 2 ? (['preventionControls'] as const) : []),
    'occurrence',
    ...(controls.length === 2 ? (['detectionControls'] as const) : (['controls'] as const)),
    'detection',
    ...(form === 'vda' ? (['ap'] as const) : []),
    ...(form === 'aiag4' || (form === 'vda' && rnd.chance(0.3)) ? (['rpn'] as const) : []),
  ];
  if (form === 'basic') analysis = analysis.filter((c) => !c.endsWith('Controls') && c !== 'controls');
  if (rnd.chance(0.4)) analysis = rnd.shuffle(analysis);
  const actions: TLayoutColumn[] = [];
  if (form === 'aiag4' && rnd.chance(0.7)) {
    actions.push('recommendedAction');
    actions.push(
      ...(rnd.chance(0.5)
        ? (['responsibilityAndDate'] as const)
        : (['responsibility', 'targetDate'] as const)),
    );
    actions.push('actionTaken', 'revisedSeverity', 'revisedOccurrence', 'revisedDetection', 'revisedRpn');
  } else if (form === 'vda' && rnd.chance(0.7)) {
    actions.push('recommendedAction', ...(rnd.chance(0.6) ? (['detectionAction'] as const) : []));
    actions.push(
      'responsibility',
      'targetDate',
      ...(rnd.chance(0.5) ? (['status'] as const) : []),
      'actionTaken',
    );
    actions.push('revisedSeverity', 'revisedOccurrence', 'revisedDetection');
    if (rnd.chance(0.5)) actions.push('revisedAp');
  }
  const columns = [...structure, ...analysis, ...actions];
  // Notes columns anywhere but first.
  for (let n = rnd.int(0, 2); n > 0; n--) columns.splice(rnd.int(1, columns.length), 0, 'notes');
  return columns;
}

interface DataRow {
  cells: Partial<Record<TLayoutColumn, string | number>>;
  expected: Omit<TExpectedRow, 'sourceRow'>;
  /** Row index within its failure group and operation group (0 = first). */
  inFailure: number;
  inOperation: number;
  failureSize: number;
  operationSize: number;
}

/**
 * One FMEA layout from a seed, with the answer the importer must give: title block (0-12 rows),
 * 1-3 header rows with merges, Turkish/English/mixed header words, shuffled analysis columns, notes
 * columns, blank-cell and merged fill-down, subtotal/total/section/signature rows, blank rows,
 * decimal commas, a second sheet and formulas with cached values (.xlsx).
 */
export function generateLayout(seed: number): TLayout {
  const rnd = random(mulberry32(seed));
  const format = FORMATS[seed % FORMATS.length]!;
  const language = rnd.pick(['tr', 'en', 'mixed'] as const);
  const valueLanguage: TLayoutLanguage = language === 'mixed' ? rnd.pick(['tr', 'en'] as const) : language;
  const v = VALUES[valueLanguage];
  const form = rnd.pick(['basic', 'aiag4', 'aiag4', 'vda', 'vda'] as const);
  const columns = columnsOf(rnd, form);
  const has = (c: TLayoutColumn) => columns.includes(c);
  const depth = rnd.int(1, 3);
  const header = buildHeader(rnd, columns, language, depth, format === 'csv');
  const textRatings = rnd.chance(0.1);
  const decimalComma = format === 'csv' && rnd.chance(0.5);
  const delimiter = format === 'csv' && (decimalComma || rnd.chance(0.5)) ? ';' : ',';

  // Title block.
  const title: TLayoutCell[][] = [];
  const titleMerges: TMergeRange[] = [];
  const width = columns.length;
  const titleRows = rnd.int(0, 12);
  for (let i = 0; i < titleRows; i++) {
    const kind = i === 0 ? 'title' : rnd.pick(['key', 'key', 'blank'] as const);
    if (kind === 'title') {
      title.push([rnd.pick(v.title)]);
      if (format !== 'csv') titleMerges.push({ s: { r: i, c: 0 }, e: { r: i, c: Math.min(width - 1, 7) } });
    } else if (kind === 'key') {
      const [key, value] = rnd.pick(v.keys);
      const row: TLayoutCell[] = [key, value];
      if (rnd.chance(0.5) && width > 6) {
        const [key2, value2] = rnd.pick(v.keys);
        row.push(null, null, key2, value2);
      }
      title.push(row);
    } else title.push([]);
  }

  // Data: operations → failure modes → causes.
  const item = rnd.pick(v.item);
  const itemEveryRow = rnd.chance(0.5);
  const steps = rnd.shuffle([...v.step]);
  const operations = rnd.int(2, 5);
  const lines: (
    | { kind: 'data'; row: DataRow; style: FillStyle }
    | {
        kind: 'skip';
        code: 'subtotal' | 'total' | 'section' | 'signature' | 'blank';
        cells: TLayoutCell[];
        section: string | null;
        merge?: boolean;
      }
  )[] = [];
  let rpnTotal = 0;
  for (let op = 0; op < operations; op++) {
    const opNo = (op + 1) * 10;
    const step = steps[op % steps.length]!;
    const style: FillStyle =
      format === 'csv'
        ? rnd.pick(['repeat', 'blank'] as const)
        : rnd.pick(['repeat', 'blank', 'merged'] as const);
    const sectioned = rnd.chance(0.2);
    let sectionName: string | null = null;
    if (sectioned) {
      sectionName = `${rnd.pick(v.sectionWord)} ${opNo} - ${step}`;
      lines.push({
        kind: 'skip',
        code: 'section',
        cells: [sectionName],
        section: sectionName,
        merge: format !== 'csv' && rnd.chance(0.5),
      });
    }
    const failures = rnd.int(1, 3);
    const opRows: DataRow[] = [];
    const fn = rnd.pick(v.fn);
    for (let f = 0; f < failures; f++) {
      const failure = rnd.pick(v.failure);
      const effect = rnd.pick(v.effect);
      const severity = rnd.int(2, 10);
      const cls = has('classification') ? (severity >= 9 ? 'CC' : rnd.pick(['SC', '', ''])) : '';
      const causes = rnd.int(1, 3);
      for (let c = 0; c < causes; c++) {
        const occurrence = rnd.chance(0.05) ? null : rnd.int(1, 10);
        const detection = rnd.int(1, 10);
        const handbook = occurrence === null ? null : ap(severity, occurrence, detection);
        const wrongAp = handbook !== null && rnd.chance(0.1);
        const fileAp =
          handbook === null
            ? null
            : wrongAp
              ? rnd.pick((['H', 'M', 'L'] as const).filter((l) => l !== handbook))
              : handbook;
        const rpn = occurrence === null ? null : severity * occurrence * detection;
        if (rpn !== null) rpnTotal += rpn;
        const prevention = rnd.pick(v.prevention);
        const detect = rnd.pick(v.detection);
        const acted = handbook === 'H' || rnd.chance(0.3);
        const hasActions = columns.includes('recommendedAction') && acted;
        const action = hasActions ? rnd.pick(v.action) : '';
        const detAction = hasActions && has('detectionAction') ? rnd.pick(v.detection) : '';
        const owner = hasActions ? rnd.pick(v.owner) : '';
        const date = hasActions ? `${rnd.int(10, 28)}.0${rnd.int(1, 9)}.2026` : '';
        const taken = hasActions && rnd.chance(0.6) ? rnd.pick(v.taken) : '';
        const revised =
          taken !== '' ? { severity, occurrence: rnd.int(1, 3), detection: rnd.int(1, 4) } : null;
        const revisedRpn = revised ? revised.severity * revised.occurrence * revised.detection : null;
        const element = rnd.pick(v.element);
        const cells: DataRow['cells'] = {
          processItem: item,
          stepNumber: opNo,
          processStep: sectionName === null ? step : '',
          functionText: fn,
          workElement: element,
          potentialFailure: failure,
          effects: effect,
          severity,
          classification: cls,
          causes: rnd.pick(v.cause),
          preventionControls: prevention,
          occurrence: occurrence ?? '',
          detectionControls: detect,
          controls: `${prevention}\n${detect}`,
          detection,
          rpn: rpn ?? '',
          ap: fileAp ?? '',
          recommendedAction: action,
          detectionAction: detAction,
          responsibility: owner,
          responsibilityAndDate: owner === '' ? '' : `${owner} / ${date}`,
          targetDate: date,
          status: hasActions ? rnd.pick(v.status) : '',
          actionTaken: taken,
          revisedSeverity: revised?.severity ?? '',
          revisedOccurrence: revised?.occurrence ?? '',
          revisedDetection: revised?.detection ?? '',
          revisedRpn: revisedRpn ?? '',
          revisedAp: revised ? ap(revised.severity, revised.occurrence, revised.detection) : '',
          notes: rnd.chance(0.3) ? rnd.pick(v.note) : '',
        };
        const single = has('controls');
        const written = (c: TLayoutColumn) => (has(c) ? String(cells[c] ?? '') : '');
        opRows.push({
          cells,
          inFailure: c,
          inOperation: opRows.length,
          failureSize: causes,
          operationSize: 0,
          expected: {
            processItem: has('processItem') ? item : '',
            processStep: has('processStep') || sectionName !== null ? (sectionName ?? step) : '',
            workElement: written('workElement'),
            potentialFailure: failure,
            effects: effect,
            severity,
            causes: String(cells.causes),
            occurrence,
            controls: single
              ? `${prevention}\n${detect}`
              : [written('preventionControls'), written('detectionControls')]
                  .filter((t) => t !== '')
                  .join('\n'),
            preventionControls: single ? '' : written('preventionControls'),
            detectionControls: single ? '' : written('detectionControls'),
            detection,
            rpn,
            fileRpn: has('rpn') ? rpn : null,
            fileAp: has('ap') ? fileAp : null,
            specialClass: written('classification'),
            recommendedAction: [action, detAction].filter((t) => t !== '').join('\n'),
            responsible: has('responsibilityAndDate')
              ? written('responsibilityAndDate')
              : written('responsibility'),
            targetDate: written('targetDate'),
            actionTaken: taken,
            revised: revised && {
              ...revised,
              rpn: has('revisedRpn') ? revisedRpn : null,
            },
          },
        });
      }
    }
    for (const r of opRows) r.operationSize = opRows.length;
    for (const r of opRows) lines.push({ kind: 'data', row: r, style });
    if (has('rpn') && rnd.chance(0.25)) {
      const opSum = opRows.reduce((sum, r) => sum + (r.expected.rpn ?? 0), 0);
      lines.push({ kind: 'skip', code: 'subtotal', cells: [rnd.pick(v.subtotal), opSum], section: null });
    }
    if (rnd.chance(0.2)) lines.push({ kind: 'skip', code: 'blank', cells: [], section: null });
  }
  if (has('rpn') && rnd.chance(0.3))
    lines.push({ kind: 'skip', code: 'total', cells: [rnd.pick(v.total), rpnTotal], section: null });
  if (rnd.chance(0.5))
    lines.push({ kind: 'skip', code: 'signature', cells: [v.prepared, null, v.approved], section: null });

  // A blank line at the very end is past the table's last row: nothing to list.
  while (lines.at(-1)?.kind === 'skip' && (lines.at(-1) as { code: string }).code === 'blank') lines.pop();

  // Write the sheet.
  const rows: TLayoutCell[][] = [...title, ...header.rows];
  const merges: TMergeRange[] = [...titleMerges, ...header.merges.map((m) => shift(m, title.length))];
  const expected: TExpectedRow[] = [];
  const skipped: TLayout['skipped'] = [];
  const apDisagreements: number[] = [];
  const stepColumn = Math.max(0, columns.indexOf('processStep'));
  const rpnColumn = columns.indexOf('rpn');
  const merged = (r: number, c: number, span: number) => {
    if (span > 1 && format !== 'csv') merges.push({ s: { r, c }, e: { r: r + span - 1, c } });
  };
  for (const line of lines) {
    const r = rows.length;
    if (line.kind === 'skip') {
      const cells: TLayoutCell[] = new Array<TLayoutCell>(width).fill(null);
      if (line.code === 'subtotal' || line.code === 'total') {
        cells[stepColumn] = line.cells[0] ?? null;
        if (rpnColumn >= 0) cells[rpnColumn] = number(line.cells[1] as number, textRatings, decimalComma);
      } else if (line.code === 'signature') {
        cells[0] = line.cells[0] ?? null;
        cells[Math.min(width - 1, 3)] = line.cells[2] ?? null;
      } else if (line.code === 'section') {
        cells[0] = line.cells[0] ?? null;
        if (line.merge) merges.push({ s: { r, c: 0 }, e: { r, c: width - 1 } });
      }
      rows.push(line.code === 'blank' ? [] : cells);
      skipped.push({ row: r + 1, code: line.code, section: line.section });
      continue;
    }
    const { row, style } = line;
    const cells: TLayoutCell[] = columns.map((column, c) => {
      const value = row.cells[column] ?? '';
      const firstOfOp = row.inOperation === 0;
      const firstOfFailure = row.inFailure === 0;
      const opKey = column === 'stepNumber' || column === 'processStep' || column === 'functionText';
      const failureKey = column === 'potentialFailure';
      const failureValue = column === 'effects' || column === 'severity' || column === 'classification';
      if (column === 'processItem') return itemEveryRow || expected.length === 0 ? value : '';
      if (style === 'blank' && ((opKey && !firstOfOp) || (failureKey && !firstOfFailure))) return '';
      if (style === 'merged' && (opKey || failureKey || failureValue)) {
        const first = opKey ? firstOfOp : firstOfFailure;
        if (!first) return '';
        if (value !== '') merged(r, c, opKey ? row.operationSize : row.failureSize);
        return cellOf(column, value, r, columns, format, textRatings, decimalComma);
      }
      return cellOf(column, value, r, columns, format, textRatings, decimalComma);
    });
    rows.push(cells);
    expected.push({ sourceRow: r + 1, ...row.expected });
    const { fileAp, severity, occurrence, detection } = row.expected;
    if (fileAp && occurrence !== null && ap(severity!, occurrence, detection!) !== fileAp)
      apDisagreements.push(r + 1);
  }

  const name = rnd.pick(
    valueLanguage === 'tr' ? ['PFMEA', 'Proses FMEA', 'FMEA Rev.3'] : ['PFMEA', 'Process FMEA', 'FMEA R7'],
  );
  const sheets: TLayoutSheet[] = [{ name, rows, merges }];
  if (format !== 'csv' && rnd.chance(0.5)) {
    const other: TLayoutSheet = rnd.chance(0.5)
      ? {
          name: valueLanguage === 'tr' ? 'Kapak' : 'Cover',
          rows: [[rnd.pick(v.title)], ...v.keys.map((k) => [...k])],
          merges: [],
        }
      : {
          name: valueLanguage === 'tr' ? 'Revizyonlar' : 'Revisions',
          rows: [
            [
              'Rev.',
              valueLanguage === 'tr' ? 'Tarih' : 'Date',
              valueLanguage === 'tr' ? 'Açıklama' : 'Description',
            ],
            [1, '01.02.2025', '-'],
            [2, '12.03.2025', '-'],
          ],
          merges: [],
        };
    if (rnd.chance(0.5)) sheets.unshift(other);
    else sheets.push(other);
  }
  const description = [
    `seed ${seed}`,
    format + (format === 'csv' ? ` '${delimiter}'` : ''),
    language,
    form,
    `title ${titleRows}`,
    `header ${depth} row(s)`,
    `${columns.length} columns`,
    `${expected.length} rows`,
    `${sheets.length} sheet(s)`,
  ].join(', ');
  return {
    seed,
    format,
    delimiter,
    description,
    sheets,
    sheet: name,
    headerRow: title.length + 1,
    expected,
    skipped,
    apDisagreements,
  };
}

const RATING_COLUMNS = new Set<TLayoutColumn>([
  'severity',
  'occurrence',
  'detection',
  'revisedSeverity',
  'revisedOccurrence',
  'revisedDetection',
]);

function cellOf(
  column: TLayoutColumn,
  value: string | number,
  r: number,
  columns: readonly TLayoutColumn[],
  format: TLayoutFormat,
  textRatings: boolean,
  decimalComma: boolean,
): TLayoutCell {
  if (value === '') return null;
  if (typeof value === 'string') return value;
  if (column === 'rpn' && format === 'xlsx') {
    // The RPN as plants write it: a formula over S, O and D with its cached value.
    const ref = (c: TLayoutColumn) => `${letter(columns.indexOf(c))}${r + 1}`;
    return { f: `${ref('severity')}*${ref('occurrence')}*${ref('detection')}`, v: value };
  }
  if (RATING_COLUMNS.has(column)) return textRatings ? String(value) : value;
  return number(value, textRatings, decimalComma);
}

/** A number as written: a number, its text, or its text with a decimal comma ('96,0'). */
function number(value: number, asText: boolean, decimalComma: boolean): TLayoutCell {
  if (decimalComma) return `${value},0`;
  return asText ? String(value) : value;
}

function letter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const shift = (m: TMergeRange, rows: number): TMergeRange => ({
  s: { r: m.s.r + rows, c: m.s.c },
  e: { r: m.e.r + rows, c: m.e.c },
});
