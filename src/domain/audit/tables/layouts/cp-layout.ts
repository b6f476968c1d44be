import { mulberry32 } from '../../../shared/mulberry32';
import type { TMergeRange } from '../../../fmea/import/workbook';
import { CP_ROWS, type Lang, OPERATIONS } from '../../testing/linked-set-data';
import type { TCpField } from '../mapped-table';
import {
  arrange,
  chance,
  columnsOf,
  type HeaderLang,
  headerRows,
  pick,
  type Rng,
  type Values,
} from './cp-layout-columns';

/**
 * A control plan written as a plant writes it, with the answer the auditor must read back (issue 19
 * part 6): seeded rows of the clean linked set's plan (so a clean variant audited with its process
 * flow and PFMEA must give 0 findings), laid out with a title block of 0-12 rows, 1-3 header rows
 * with merges, Turkish, English or bilingual header words (cp-header-words.ts, not the reader's
 * synonyms), shuffled columns, notes columns, operation cells repeated, left blank, merged or given
 * by a section row, subtotal and signature rows, blank rows, a second sheet and, in .xlsx, formulas
 * with cached values. `truth` holds every data row's sheet row and the text of every mapped field.
 */

export const LAYOUT_FORMATS = ['xlsx', 'xls', 'csv', 'docx'] as const;
export type TLayoutFormat = (typeof LAYOUT_FORMATS)[number];

/** A written cell: text, a number, or a formula with its cached value. */
export type LayoutCell = string | number | { readonly f: string; readonly v: number };

export interface LayoutSheet {
  readonly name: string;
  readonly rows: LayoutCell[][];
  readonly merges: TMergeRange[];
}

interface LayoutRow {
  /** Sheet row, 1-based. */
  readonly row: number;
  readonly values: Readonly<Partial<Record<TCpField, string>>>;
}

export interface CpLayout {
  readonly seed: number;
  readonly format: TLayoutFormat;
  readonly lang: Lang;
  /** First header row of the plan's sheet, 0-based (a Word file writes the rows above as paragraphs). */
  readonly headerRow: number;
  /** Rows the header spans (a Word file marks them as its table's header rows). */
  readonly headerDepth: number;
  /** The plan's sheet first. */
  readonly sheets: readonly LayoutSheet[];
  /** The fields the header names (what the auditor must map, nothing more). */
  readonly fields: readonly TCpField[];
  readonly truth: readonly LayoutRow[];
  /** What this variant exercises, for a failing seed's report. */
  readonly features: readonly string[];
}

// Further characteristics a plant lists under an operation (never special: the PFMEA marks none).
const MORE_PRODUCT: Readonly<Record<Lang, readonly string[]>> = {
  tr: ['Yüzey pürüzlülüğü', 'Delik çapı', 'Düzlemsellik', 'Görünüm', 'Etiket bilgisi'],
  en: ['Surface roughness', 'Hole diameter', 'Flatness', 'Appearance', 'Label data'],
};
const MORE_PROCESS: Readonly<Record<Lang, readonly string[]>> = {
  tr: ['Çevrim süresi', 'Hava basıncı', 'Ortam sıcaklığı'],
  en: ['Cycle time', 'Air pressure', 'Ambient temperature'],
};

/** The plan's records: the clean plan's lines, some with one or two more characteristics. */
function records(rng: Rng, lang: Lang, combinedSample: boolean): Values[] {
  const out: Values[] = [];
  for (const base of CP_ROWS[lang]) {
    const name = OPERATIONS.find((o) => o.op === base.operationNumber)?.name[lang] ?? '';
    const first: Values = { ...base, processName: name };
    out.push(first);
    const extra = chance(rng, 0.4) ? 1 + Math.floor(rng() * 2) : 0;
    for (let k = 1; k <= extra; k++) {
      const value = (5 + rng() * 200).toFixed(1).replace('.', ',');
      const tolerance = `0,${1 + Math.floor(rng() * 9)}`;
      const row: Values = {
        ...base,
        processName: name,
        specialClass: '',
        specification: `${value} ± ${tolerance} mm`,
      };
      if (base.productCharacteristic) row.productCharacteristic = pick(rng, MORE_PRODUCT[lang]);
      if (base.processCharacteristic) row.processCharacteristic = pick(rng, MORE_PROCESS[lang]);
      out.push(row);
    }
  }
  out.forEach((row, i) => {
    row.characteristicNumber = String(i + 1);
    if (combinedSample) {
      row.sample = `${row.sampleSize ?? ''} / ${row.sampleFrequency ?? ''}`;
      delete row.sampleSize;
      delete row.sampleFrequency;
    }
    if (row.specialClass === undefined) row.specialClass = '';
    if (row.productCharacteristic === undefined) row.productCharacteristic = '';
    if (row.processCharacteristic === undefined) row.processCharacteristic = '';
    if (row.msaReference === undefined) row.msaReference = '';
  });
  return out;
}

function titleBlock(rng: Rng, lang: Lang, width: number, merges: TMergeRange[]): LayoutCell[][] {
  const tr = lang === 'tr';
  const lines: LayoutCell[][] = [
    [tr ? 'KONTROL PLANI' : 'CONTROL PLAN'],
    [
      tr ? 'Kontrol Planı No:' : 'Control Plan No.:',
      'KP-102',
      '',
      tr ? 'Faz:' : 'Phase:',
      tr ? 'Seri Üretim' : 'Production',
    ],
    [
      tr ? 'Parça No:' : 'Part No.:',
      'BR-1001',
      '',
      tr ? 'Parça Adı:' : 'Part Name:',
      tr ? 'Kaynaklı Braket' : 'Welded Bracket',
    ],
    [tr ? 'Müşteri:' : 'Customer:', 'ACME Otomotiv'],
    ['', 'X', tr ? 'Prototip' : 'Prototype', '', 'X', tr ? 'Seri Üretim' : 'Production'],
    [tr ? 'Revizyon:' : 'Revision:', 3, '', tr ? 'Tarih:' : 'Date:', '12.03.2026'],
    [tr ? 'Ana İletişim / Telefon:' : 'Key Contact / Phone:', 'A. Yılmaz / 0262 000 00 00'],
    [tr ? 'Çekirdek Ekip:' : 'Core Team:', tr ? 'Kalite, Üretim, Bakım' : 'Quality, Production, Maintenance'],
    [],
  ];
  const count = Math.floor(rng() * 13);
  const out: LayoutCell[][] = [];
  for (let i = 0; i < count; i++) {
    const line = i === 0 ? lines[0]! : chance(rng, 0.25) ? [] : pick(rng, lines.slice(1));
    if (i === 0 && width > 2) merges.push({ s: { r: 0, c: 0 }, e: { r: 0, c: Math.min(width - 1, 8) } });
    out.push([...line]);
  }
  return out;
}

const NOTE_TEXTS = ['', '', 'Rev. 2 ile eklendi', 'Müşteri talebi', 'See WI-12', ''];

/** One variant of the layout, decided by `seed` alone. */
export function cpLayout(
  seed: number,
  format: TLayoutFormat = LAYOUT_FORMATS[seed % LAYOUT_FORMATS.length]!,
): CpLayout {
  const rng = mulberry32(seed);
  const lang: Lang = chance(rng, 0.5) ? 'tr' : 'en';
  const headerLang: HeaderLang = pick(rng, ['tr', 'en', 'mixed'] as const);
  const combinedSample = chance(rng, 0.25);
  const withOwner = chance(rng, 0.7);
  const notes = Math.floor(rng() * 3);
  const data = records(rng, lang, combinedSample);
  const fields: TCpField[] = [
    'operationNumber',
    'processName',
    'machine',
    'characteristicNumber',
    'productCharacteristic',
    'processCharacteristic',
    'specialClass',
    'specification',
    'measurementTechnique',
    'msaReference',
    ...(combinedSample ? (['sample'] as const) : (['sampleSize', 'sampleFrequency'] as const)),
    'controlMethod',
    'reactionPlan',
    ...(withOwner ? (['owner'] as const) : []),
  ];
  const mode = pick(rng, ['annex', 'groups', 'free'] as const);
  const columns = arrange(rng, columnsOf(rng, fields, notes), mode);
  const depth = mode === 'free' ? 1 : 1 + Math.floor(rng() * 3);
  const short = format !== 'csv' && chance(rng, 0.5);
  const merges: TMergeRange[] = [];
  const sheet: LayoutCell[][] = titleBlock(rng, lang, columns.length, merges);
  const top = sheet.length;
  sheet.push(...headerRows(rng, columns, depth, headerLang, short, top, merges));
  const header = { rows: sheet.slice(top).map((r) => [...r]), merges: merges.filter((m) => m.s.r >= top) };
  // Its own stream, so the habit added later leaves every other draw of a seed as it was.
  const pageRng = mulberry32(Math.imul(seed, 0x9e3779b1) ^ 0x85ebca6b);
  const repeatEvery = repeatedHeaderEvery(pageRng, format);
  const features: string[] = [
    `${format}`,
    `data ${lang}`,
    `header ${headerLang}`,
    `title ${top} rows`,
    `header ${depth} rows${short ? ' (short words under groups)' : ''}`,
    `columns ${mode}`,
    `${notes} notes columns`,
    combinedSample ? 'sample in one column' : 'sample size and frequency',
  ];
  const columnOf = (f: TCpField) => columns.findIndex((c) => c.field === f);
  const formulas = format === 'xlsx' && chance(rng, 0.4);
  if (formulas) features.push('characteristic numbers as formulas');
  const truth: LayoutRow[] = [];
  const styles = new Set<string>();
  const ops = [...new Set(data.map((r) => r.operationNumber ?? ''))];
  let sincePage = 0;
  for (const op of ops) {
    const group = data.filter((r) => r.operationNumber === op);
    if (repeatEvery > 0 && sincePage >= repeatEvery) {
      // A new page: the header rows again, with their merges (never inside an operation's merge).
      const at = sheet.length;
      sheet.push(...header.rows.map((r) => [...r]));
      for (const m of header.merges)
        merges.push({ s: { r: m.s.r - top + at, c: m.s.c }, e: { r: m.e.r - top + at, c: m.e.c } });
      sincePage = 0;
    }
    sincePage += group.length;
    if (chance(rng, 0.15)) sheet.push([]);
    const style = pick(rng, ['repeat', 'blank', 'merged', 'section', 'section-merged'] as const);
    styles.add(style);
    const name = group[0]?.processName ?? '';
    if (style === 'section' || style === 'section-merged') {
      const text = `${pick(rng, ['OP ', 'Op. ', '', lang === 'tr' ? 'Operasyon ' : 'Operation '])}${op} - ${name}`;
      const cells: LayoutCell[] = columns.map(() => '');
      const r = sheet.length;
      if (style === 'section-merged' && format !== 'csv') {
        cells[0] = text;
        merges.push({ s: { r, c: 0 }, e: { r, c: columns.length - 1 } });
      } else {
        cells[columnOf(pick(rng, ['operationNumber', 'processName'] as const))] = text;
      }
      sheet.push(cells);
    }
    const first = sheet.length;
    group.forEach((record, i) => {
      const cells: LayoutCell[] = columns.map((column) => {
        if (column.field === null) return pick(rng, NOTE_TEXTS);
        const value = record[column.field] ?? '';
        if (column.field === 'characteristicNumber') {
          const n = Number(value);
          return formulas ? { f: `${n - 1}+1`, v: n } : n;
        }
        return value;
      });
      const key = style !== 'repeat' && (i > 0 || style.startsWith('section'));
      if (key) {
        cells[columnOf('operationNumber')] = '';
        cells[columnOf('processName')] = '';
      }
      sheet.push(cells);
      truth.push({ row: sheet.length, values: Object.fromEntries(fields.map((f) => [f, record[f] ?? ''])) });
    });
    if (style === 'merged' && group.length > 1) {
      for (const f of ['operationNumber', 'processName'] as const) {
        const c = columnOf(f);
        merges.push({ s: { r: first, c }, e: { r: first + group.length - 1, c } });
      }
    }
    if (chance(rng, 0.1)) {
      const total: LayoutCell[] = columns.map(() => '');
      total[0] = lang === 'tr' ? 'Ara Toplam' : 'Subtotal';
      total[columns.length - 1] = group.length;
      sheet.push(total);
      features.push('subtotal row');
    }
  }
  features.push(`operation cells: ${[...styles].join(', ')}`);
  if (repeatEvery > 0) features.push(`header repeated on each page (every ${repeatEvery} records)`);
  if (chance(rng, 0.3)) {
    sheet.push([]);
    sheet.push([lang === 'tr' ? 'Toplam' : 'Total', data.length]);
    features.push('total row');
  }
  // A clean plan is a controlled document (doc-control-missing): without the title block's revision
  // and date line it is signed below. The draw stays, so every seed keeps its random stream.
  const signed = chance(rng, 0.6);
  const revised = sheet.slice(0, top).some((row) => /^(Revizyon|Revision):/.test(String(row[0] ?? '')));
  if (signed || !revised) {
    sheet.push([]);
    sheet.push(
      lang === 'tr'
        ? ['Hazırlayan: A. Yılmaz', '', '', 'Onaylayan: M. Kaya']
        : ['Prepared by: J. Smith', '', '', 'Approved by: K. Brown'],
    );
    features.push('signature row');
  }
  const sheets: LayoutSheet[] = [
    { name: lang === 'tr' ? 'Kontrol Planı' : 'Control Plan', rows: sheet, merges },
  ];
  if (format !== 'csv' && chance(rng, 0.4)) {
    sheets.push({
      name: lang === 'tr' ? 'Revizyon Geçmişi' : 'Revision History',
      rows: [
        lang === 'tr' ? ['Rev', 'Tarih', 'Değişiklik'] : ['Rev', 'Date', 'Change'],
        [1, '01.02.2025', lang === 'tr' ? 'İlk yayın' : 'First issue'],
        [2, '12.03.2026', lang === 'tr' ? 'Kesme toleransı güncellendi' : 'Cutting tolerance updated'],
      ],
      merges: [],
    });
    features.push('second sheet');
  }
  return { seed, format, lang, headerRow: top, headerDepth: depth, sheets, fields, truth, features };
}

/**
 * Records per printed page after which a Word plan repeats its header rows inside the table (0:
 * never): what a PDF converted to Word, or a header copied at each page break, leaves in the file.
 */
function repeatedHeaderEvery(rng: Rng, format: TLayoutFormat): number {
  if (format !== 'docx' || !chance(rng, 0.6)) return 0;
  return 3 + Math.floor(rng() * 6);
}
