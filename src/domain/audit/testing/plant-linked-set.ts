import type { TAuditTableInput, TExtractedDocumentInput } from '../contract';
import type { TPfmeaField } from '../tables/mapped-table';
import { fixtureToExtracted } from './fixture-document';
import { buildLinkedSet } from './linked-set';
import type { Lang } from './linked-set-data';

/**
 * The clean linked set of `linked-set.ts` with its PFMEA written as plants write theirs (reference
 * §6 and issue 19): a Turkish AIAG-4 form ('Önerilen Faaliyet', 'Sorumlu ve Hedef Tarih', 'Alınan
 * Faaliyetler', 'Yeni Ş/O/S' under a merged results heading, controls split under one merged
 * heading) and an English AIAG-VDA form (process item, process step with its number, work element,
 * 'Failure Cause (FC)', 'PFMEA AP', prevention and detection actions, revised ratings). The three
 * documents agree, so the audit must find nothing.
 */

/** A plant column: header pieces (one per header row) and the cell of a clean row. */
interface PlantColumn {
  readonly header: readonly [string, string];
  readonly value: (row: Readonly<Partial<Record<TPfmeaField, string>>>) => string;
}

const field =
  (f: TPfmeaField) =>
  (row: Readonly<Partial<Record<TPfmeaField, string>>>): string =>
    row[f] ?? '';
const fixed = (text: string) => () => text;
const rpnOf = (row: Readonly<Partial<Record<TPfmeaField, string>>>) => row.rpn ?? '';

const TR_AIAG4: readonly PlantColumn[] = [
  { header: ['Op. No', ''], value: field('operationNumber') },
  { header: ['Proses Adımı / Fonksiyon', ''], value: field('processStep') },
  { header: ['Gereklilik', ''], value: field('requirement') },
  { header: ['Potansiyel Hata Türü', ''], value: field('failureMode') },
  { header: ['Hatanın Potansiyel Etkileri', ''], value: field('effect') },
  { header: ['Şiddet (Ş)', ''], value: field('severity') },
  { header: ['Sınıf', ''], value: field('specialClass') },
  { header: ['Potansiyel Hata Nedeni', ''], value: field('cause') },
  { header: ['Mevcut Proses Kontrolleri', 'Önleme'], value: field('preventionControl') },
  { header: ['Olasılık (O)', ''], value: field('occurrence') },
  { header: ['Mevcut Proses Kontrolleri', 'Tespit'], value: field('detectionControl') },
  { header: ['Saptanabilirlik (D)', ''], value: field('detection') },
  { header: ['RÖS', ''], value: rpnOf },
  { header: ['Önerilen Faaliyet', ''], value: field('recommendedAction') },
  {
    header: ['Sorumlu ve Hedef Tarih', ''],
    value: (row) => `${row.responsibility ?? ''} / ${row.targetDate ?? ''}`,
  },
  { header: ['Faaliyet Sonuçları', 'Alınan Faaliyetler'], value: fixed('Uygulandı, kayıt KP-12') },
  { header: ['Faaliyet Sonuçları', 'Yeni Ş'], value: field('severity') },
  { header: ['Faaliyet Sonuçları', 'Yeni O'], value: fixed('2') },
  { header: ['Faaliyet Sonuçları', 'Yeni S'], value: fixed('3') },
  { header: ['Faaliyet Sonuçları', 'Yeni RÖS'], value: (row) => String(Number(row.severity) * 6) },
];

const EN_AIAG_VDA: readonly PlantColumn[] = [
  { header: ['Structure Analysis (Step 2)', 'Process Item'], value: fixed('Welded Bracket BR-1001') },
  {
    header: ['Structure Analysis (Step 2)', 'Process Step'],
    value: (row) => `${row.operationNumber ?? ''} ${row.processStep ?? ''}`,
  },
  { header: ['Structure Analysis (Step 2)', 'Process Work Element'], value: fixed('Machine') },
  { header: ['Function Analysis (Step 3)', 'Function of the Process Step'], value: field('requirement') },
  { header: ['Failure Analysis (Step 4)', 'Failure Effect (FE)'], value: field('effect') },
  { header: ['Failure Analysis (Step 4)', 'Severity (S) of FE'], value: field('severity') },
  { header: ['Failure Analysis (Step 4)', 'Failure Mode (FM)'], value: field('failureMode') },
  { header: ['Failure Analysis (Step 4)', 'Failure Cause (FC)'], value: field('cause') },
  {
    header: ['Risk Analysis (Step 5)', 'Current Prevention Control (PC) of FC'],
    value: field('preventionControl'),
  },
  { header: ['Risk Analysis (Step 5)', 'Occurrence (O) of FC'], value: field('occurrence') },
  {
    header: ['Risk Analysis (Step 5)', 'Current Detection Controls (DC) of FC or FM'],
    value: field('detectionControl'),
  },
  { header: ['Risk Analysis (Step 5)', 'Detection (D) of FC/FM'], value: field('detection') },
  { header: ['Risk Analysis (Step 5)', 'PFMEA AP'], value: field('actionPriority') },
  { header: ['Risk Analysis (Step 5)', 'Special Characteristics'], value: field('specialClass') },
  { header: ['Optimization (Step 6)', 'Prevention Action'], value: field('recommendedAction') },
  { header: ['Optimization (Step 6)', 'Detection Action'], value: fixed('') },
  { header: ['Optimization (Step 6)', "Responsible Person's Name"], value: field('responsibility') },
  { header: ['Optimization (Step 6)', 'Target Completion Date'], value: field('targetDate') },
  { header: ['Optimization (Step 6)', 'Status'], value: fixed('Open') },
  { header: ['Optimization (Step 6)', 'Action Taken with Pointer to Evidence'], value: fixed('') },
  { header: ['Optimization (Step 6)', 'Completion Date'], value: fixed('') },
  { header: ['Optimization (Step 6)', 'Severity (S)'], value: fixed('') },
  { header: ['Optimization (Step 6)', 'Occurrence (O)'], value: fixed('') },
  { header: ['Optimization (Step 6)', 'Detection (D)'], value: fixed('') },
  { header: ['Optimization (Step 6)', 'PFMEA AP'], value: fixed('') },
];

type Merges = NonNullable<TAuditTableInput['merges']>;

/** Merges of equal neighbouring texts in `row` (a group heading over its columns), 0-based. */
function horizontalMerges(cells: readonly string[], r: number): Merges {
  const merges: Merges = [];
  let start = 0;
  for (let c = 1; c <= cells.length; c++) {
    if (c < cells.length && cells[c] === cells[start] && cells[c] !== '') continue;
    if (c - 1 > start) merges.push({ s: { r, c: start }, e: { r, c: c - 1 } });
    start = c;
  }
  return merges;
}

export interface PlantLinkedSet {
  readonly documents: TExtractedDocumentInput[];
  /** The clean PFMEA rows as the set holds them (what the audit must read). */
  readonly pfmeaRows: number;
}

/** The clean linked set with the PFMEA in a plant layout: title block, two header rows, merges. */
export function buildPlantLinkedSet(lang: Lang): PlantLinkedSet {
  const set = buildLinkedSet(lang, { defects: false });
  const columns = lang === 'tr' ? TR_AIAG4 : EN_AIAG_VDA;
  const rows = set.pfmea.rows.map((cells) => {
    const values: Partial<Record<TPfmeaField, string>> = {};
    set.pfmea.fields.forEach((f, i) => (values[f] ??= cells[i] ?? ''));
    return columns.map((column) => column.value(values));
  });
  const title = [
    [lang === 'tr' ? 'PROSES HATA TÜRÜ VE ETKİLERİ ANALİZİ (PHTEA)' : 'PROCESS FMEA (AIAG-VDA)'],
    [...set.pfmea.title.slice(1)],
    [lang === 'tr' ? 'Hazırlayan: Proses Mühendisliği' : 'Prepared by: Process Engineering'],
    [],
  ];
  const top = columns.map((c) => c.header[0]);
  // A heading without a sub-heading is merged down over both header rows, as plants draw it.
  const sub = columns.map((c) => (c.header[1] === '' ? c.header[0] : c.header[1]));
  const headerRow = title.length;
  const merges = [
    ...horizontalMerges(top, headerRow),
    ...columns.flatMap((c, i) =>
      c.header[1] === '' ? [{ s: { r: headerRow, c: i }, e: { r: headerRow + 1, c: i } }] : [],
    ),
  ];
  const all = [...title, top, sub, ...rows];
  const pfmea: TExtractedDocumentInput = {
    id: 'pfmea',
    name: set.pfmea.fileName,
    type: 'fmea',
    tables: [
      {
        sheet: set.pfmea.sheet,
        rows: all.map((cells, i) => ({ row: i + 1, cells: [...cells] })),
        merges,
      },
    ],
    text: all.map((cells) => cells.join('\t')).join('\n'),
  };
  return {
    documents: [fixtureToExtracted(set.flow, 'flow'), pfmea, fixtureToExtracted(set.controlPlan, 'cp')],
    pfmeaRows: rows.length,
  };
}
