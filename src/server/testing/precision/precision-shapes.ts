import type { TAuditTableInput, TExtractedDocumentInput } from '../../../domain/audit/contract';
import { CP_GROUP_WORDS } from '../../../domain/audit/tables/layouts/cp-header-words';
import { readDocx } from '../../documents/read-docx';
import { readPdf } from '../../documents/read-pdf';
import { docxFile, pdfFile } from '../audit-files';
import type { DocKey, WorkDoc, WorkSet } from './precision-defects';

/**
 * The shapes a linked set is written in for the precision test: how plants lay out their forms.
 * Each shape turns the three documents into what the readers hand the auditor, and says which
 * source row each data row landed on (what a finding must cite).
 */
export const SHAPES = [
  'spreadsheet',
  'docx-control-plan',
  'header-on-row-8',
  'two-row-merged-header',
  'section-rows',
  'revision-sheets',
  'multi-page-pdf',
] as const;
export type Shape = (typeof SHAPES)[number];

export interface Shaped {
  readonly documents: TExtractedDocumentInput[];
  /** File name of each document as uploaded. */
  readonly file: Readonly<Record<DocKey, string>>;
  /** Source row of each data row (by identity) of each document. */
  readonly rowOf: (doc: DocKey, row: readonly string[]) => number | undefined;
}

const ID: Readonly<Record<DocKey, string>> = { flow: 'flow', pfmea: 'pfmea', cp: 'cp' };
type Rows = TAuditTableInput['rows'];
type Merges = NonNullable<TAuditTableInput['merges']>;

const numbered = (cells: readonly (readonly string[])[]): Rows =>
  cells.map((c, i) => ({ row: i + 1, cells: [...c] }));

/** The document as a one-sheet workbook: title lines, `header` rows, data (with extra rows between). */
function sheetDoc(
  doc: WorkDoc,
  key: DocKey,
  rowsOf: Map<readonly string[], number>,
  options: { header?: string[][]; merges?: Merges; before?: (row: readonly string[]) => string | null } = {},
): TExtractedDocumentInput {
  const header = options.header ?? [[...doc.base.header]];
  const all: string[][] = [...doc.title.map((line) => [line]), ...header];
  const merges: Merges = [...(options.merges ?? [])];
  const width = doc.base.header.length;
  for (const row of doc.rows) {
    const section = options.before?.(row) ?? null;
    if (section !== null) {
      // A section heading merged across the table, as plants group operations.
      merges.push({ s: { r: all.length, c: 0 }, e: { r: all.length, c: width - 1 } });
      all.push([section, ...Array.from({ length: width - 1 }, () => '')]);
    }
    rowsOf.set(row, all.length + 1);
    all.push([...row]);
  }
  return {
    id: ID[key],
    name: doc.base.fileName,
    type: doc.base.type,
    tables: [{ sheet: doc.base.sheet, rows: numbered(all), ...(merges.length > 0 ? { merges } : {}) }],
    text: all.map((c) => c.join('\t')).join('\n'),
  };
}

/** Two header rows: group headings (merged across their columns) over the form's own headings. */
function twoRowHeader(doc: WorkDoc, key: DocKey, lang: 'tr' | 'en'): { header: string[][]; merges: Merges } {
  const groups: Readonly<Record<string, string>> =
    key === 'cp'
      ? {
          characteristicNumber: CP_GROUP_WORDS.characteristics[lang][0],
          productCharacteristic: CP_GROUP_WORDS.characteristics[lang][0],
          processCharacteristic: CP_GROUP_WORDS.characteristics[lang][0],
          specification: CP_GROUP_WORDS.methods[lang][0],
          measurementTechnique: CP_GROUP_WORDS.methods[lang][0],
          msaReference: CP_GROUP_WORDS.methods[lang][0],
          sampleSize: CP_GROUP_WORDS.methods[lang][0],
          sampleFrequency: CP_GROUP_WORDS.methods[lang][0],
          controlMethod: CP_GROUP_WORDS.methods[lang][0],
        }
      : key === 'pfmea'
        ? Object.fromEntries(
            ['recommendedAction', 'responsibility', 'targetDate'].map((f) => [
              f,
              lang === 'tr' ? 'Aksiyonlar' : 'Actions',
            ]),
          )
        : {};
  const top = doc.base.fields.map((f, i) => groups[f] ?? doc.base.header[i] ?? '');
  const sub = [...doc.base.header];
  const r = doc.title.length;
  const merges: Merges = [];
  doc.base.fields.forEach((f, c) => {
    // A heading without a group is merged down over both header rows.
    if (groups[f] === undefined) merges.push({ s: { r, c }, e: { r: r + 1, c } });
  });
  let start = 0;
  for (let c = 1; c <= top.length; c++) {
    const same = c < top.length && groups[doc.base.fields[c]!] !== undefined && top[c] === top[start];
    if (same) continue;
    if (c - 1 > start) merges.push({ s: { r, c: start }, e: { r, c: c - 1 } });
    start = c;
  }
  return { header: [top, sub], merges };
}

const PADDING: Readonly<Record<'tr' | 'en', readonly string[]>> = {
  tr: [
    'Müşteri: Örnek Otomotiv A.Ş.',
    'Tedarikçi: Kalite Metal',
    'Tedarikçi kodu: 4711',
    'Temel ekip: Proses, Kalite, Üretim',
    '',
  ],
  en: [
    'Customer: Sample Automotive Inc.',
    'Supplier: Quality Metal',
    'Supplier code: 4711',
    'Core team: Process, Quality, Production',
    '',
  ],
};

const SECTIONS: Readonly<Record<string, Readonly<Record<'tr' | 'en', string>>>> = {
  '10': { tr: 'GİRİŞ VE DEPOLAMA', en: 'RECEIVING AND STORAGE' },
  '30': { tr: 'KESME VE ŞEKİLLENDİRME HATTI', en: 'CUTTING AND FORMING LINE' },
  '70': { tr: 'MUAYENE VE SEVKİYAT', en: 'INSPECTION AND SHIPPING' },
};

/** Writes the set in `shape`; the readers read the Word and PDF files back. */
export async function shapeSet(w: WorkSet, shape: Shape, lang: 'tr' | 'en', seed: number): Promise<Shaped> {
  const rowsOf = new Map<readonly string[], number>();
  const file: Record<DocKey, string> = {
    flow: w.flow.base.fileName,
    pfmea: w.pfmea.base.fileName,
    cp: w.cp.base.fileName,
  };
  const plain = (key: DocKey) => sheetDoc(w[key], key, rowsOf);
  let documents: TExtractedDocumentInput[];
  switch (shape) {
    case 'spreadsheet':
      documents = [plain('flow'), plain('pfmea'), plain('cp')];
      break;
    case 'header-on-row-8': {
      for (const key of ['flow', 'pfmea', 'cp'] as const) {
        w[key].title = [...w[key].title, ...PADDING[lang]];
      }
      documents = [plain('flow'), plain('pfmea'), plain('cp')];
      break;
    }
    case 'two-row-merged-header': {
      const merged = (key: DocKey) => sheetDoc(w[key], key, rowsOf, twoRowHeader(w[key], key, lang));
      documents = [plain('flow'), merged('pfmea'), merged('cp')];
      break;
    }
    case 'section-rows': {
      const opAt = w.cp.base.fields.indexOf('operationNumber');
      const seen = new Set<string>();
      const before = (row: readonly string[]) => {
        const op = row[opAt] ?? '';
        const section = SECTIONS[op]?.[lang];
        if (section === undefined || seen.has(op)) return null;
        seen.add(op);
        return section;
      };
      documents = [plain('flow'), plain('pfmea'), sheetDoc(w.cp, 'cp', rowsOf, { before })];
      break;
    }
    case 'revision-sheets': {
      // Two older revisions of the plan (a step short, then the owner column blank) before the latest.
      const older = [
        w.cp.rows.slice(0, -1),
        w.cp.rows.map((r) => r.map((c, i) => (i === r.length - 1 ? '' : c))),
      ];
      const latest = sheetDoc(w.cp, 'cp', rowsOf);
      const sheets = older.map((rows, i) => ({
        sheet: `Rev 0${i + 1}`,
        rows: numbered([...w.cp.title.map((l) => [l]), [...w.cp.base.header], ...rows]),
      }));
      const [table] = latest.tables ?? [];
      const cp = { ...latest, tables: [...sheets, { ...table!, sheet: 'Rev 03' }] };
      documents = [plain('flow'), plain('pfmea'), cp];
      break;
    }
    case 'docx-control-plan': {
      file.cp = file.cp.replace(/\.xlsx$/, '.docx');
      const read = await readDocx(
        docxFile({ paragraphs: w.cp.title, tables: [[[...w.cp.base.header], ...w.cp.rows]] }),
      );
      // Word keeps the title as paragraphs: the table's own row 1 is the header.
      w.cp.rows.forEach((row, i) => rowsOf.set(row, i + 2));
      documents = [
        plain('flow'),
        plain('pfmea'),
        { id: 'cp', name: file.cp, type: 'control-plan', tables: read.tables ?? [], text: read.text ?? '' },
      ];
      break;
    }
    case 'multi-page-pdf': {
      file.pfmea = file.pfmea.replace(/\.xlsx$/, '.pdf');
      const perPage = 3 + (seed % 3);
      const repeat = seed % 2 === 0;
      const bytes = await pdfFile({
        title: w.pfmea.title,
        table: [[...w.pfmea.base.header], ...w.pfmea.rows],
        size: 'A3',
        rowsPerPage: perPage,
        repeatHeader: repeat,
      });
      const read = await readPdf(bytes);
      // The pages join into one table numbered from its header (row 1) over every printed line, a
      // header repeated on a later page included.
      w.pfmea.rows.forEach((row, i) => rowsOf.set(row, i + 2 + (repeat ? Math.floor(i / perPage) : 0)));
      documents = [
        plain('flow'),
        { id: 'pfmea', name: file.pfmea, type: 'fmea', tables: read.tables ?? [], text: read.text ?? '' },
        plain('cp'),
      ];
      break;
    }
  }
  return { documents, file, rowOf: (_doc, row) => rowsOf.get(row) };
}
