import { z } from 'zod';

/** Upload limit of an FMEA file (the spec's .xlsx/.xls/.csv): real plant PFMEAs are well under 1 MB. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** Rows read from one sheet at most; beyond it the import is refused rather than cut silently. */
export const MAX_IMPORT_ROWS = 20_000;

/**
 * Columns of an FMEA file the importer can map; `controls` is the AIAG-4 single "current controls"
 * column. AIAG-VDA structure: the process item (the part or system), the process step (the plan's
 * and the task's step) and the work element (4M). The action columns and the control-plan columns
 * a plant file may carry (characteristic, specification, sample size and frequency) are read when present.
 */
export const FMEA_IMPORT_FIELDS = [
  'processItem',
  'processStep',
  'workElement',
  'potentialFailure',
  'effects',
  'severity',
  'causes',
  'occurrence',
  'controls',
  'preventionControls',
  'detectionControls',
  'detection',
  'rpn',
  'ap',
  'revisedSeverity',
  'revisedOccurrence',
  'revisedDetection',
  'revisedRpn',
  'classification',
  'characteristic',
  'specification',
  'sampleSize',
  'sampleFrequency',
  'recommendedAction',
  'responsibility',
  'targetDate',
  'actionTaken',
] as const;
const ZFmeaImportField = z.enum(FMEA_IMPORT_FIELDS);
export type TFmeaImportField = z.infer<typeof ZFmeaImportField>;

/** Turkish names of the mappable fields, for messages and the review screen's fallback labels. */
export const FMEA_IMPORT_FIELD_LABELS: Record<TFmeaImportField, string> = {
  processItem: 'Proses Öğesi',
  processStep: 'Proses Adımı',
  workElement: 'Çalışma Elemanı',
  potentialFailure: 'Potansiyel Hata Türü',
  effects: 'Hatanın Etkisi',
  severity: 'Şiddet (S)',
  causes: 'Hata Nedeni',
  occurrence: 'Olasılık (O)',
  controls: 'Mevcut Kontroller',
  preventionControls: 'Önleme Kontrolü',
  detectionControls: 'Tespit Kontrolü',
  detection: 'Saptanabilirlik (D)',
  rpn: 'RPN (RÖS)',
  ap: 'Eylem Önceliği (AP)',
  revisedSeverity: 'Revize S',
  revisedOccurrence: 'Revize O',
  revisedDetection: 'Revize D',
  revisedRpn: 'Revize RPN',
  classification: 'Özel Karakteristik',
  characteristic: 'Ürün / Proses Karakteristiği',
  specification: 'Spesifikasyon / Tolerans',
  sampleSize: 'Numune Büyüklüğü',
  sampleFrequency: 'Numune Sıklığı',
  recommendedAction: 'Önerilen Faaliyet',
  responsibility: 'Sorumlu',
  targetDate: 'Hedef Tarih',
  actionTaken: 'Alınan Faaliyet',
};

export const FMEA_IMPORT_MESSAGES = {
  fileMissing: 'Lütfen bir FMEA dosyası seçin (form alanı: file).',
  oneFileOnly: 'Tek seferde bir FMEA dosyası yükleyin; istek birden fazla dosya içeriyor.',
  emptyFile: 'Dosya boş.',
  tooLarge: `Dosya çok büyük. En fazla ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB yüklenebilir.`,
  unsupportedType:
    'Desteklenmeyen dosya türü. Yalnızca Excel (.xlsx, .xlsm, .xls) ve CSV (.csv) dosyaları yüklenebilir; dosyanın içeriği uzantısıyla uyuşmalıdır.',
  unreadable: 'Dosya okunamadı: bozuk ya da geçersiz bir tablo dosyası.',
  encrypted: 'Dosya parola korumalı; lütfen korumayı kaldırıp yeniden yükleyin.',
  expandedTooLarge:
    'Dosyanın açılmış içeriği izin verilen sınırı aşıyor (sıkıştırılmış dosya bombası olabilir); dosya işlenmedi.',
  tooManyCells: 'Dosya çok fazla hücre içeriyor; lütfen yalnızca FMEA tablosunu içeren bir dosya yükleyin.',
  tooManyRows: `Sayfa en fazla ${MAX_IMPORT_ROWS.toLocaleString('tr-TR')} satır içerebilir.`,
  unknownSheet: 'Seçilen sayfa dosyada bulunamadı.',
  noHeader:
    'FMEA başlık satırı bulunamadı. İlk 30 satırda Şiddet (S), Olasılık (O), Tespit (D) ve Hata Türü sütunları aranır.',
  noRows: 'Bu sayfada başlık var ama veri satırı yok.',
  invalidMapping: 'Sütun eşleştirmesi geçersiz.',
  /** The review's save while a rating the reader flagged is still unfixed (a blank O or D does not count). */
  ratingsToFix: 'Kaydetmeden önce geçersiz S/O/D değerlerini düzeltin.',
  scale: (found: string) =>
    `Bu dosyadaki Şiddet/Olasılık/Tespit puanları 1-10 ölçeğinde değil (${found}). ` +
    'AIAG-VDA eylem önceliği (AP) tablosu ve RPN yalnızca 1-10 puanlarıyla kullanılabilir; ' +
    'puanları 1-10 ölçeğine çevirip dosyayı yeniden yükleyin.',
} as const;

const fieldList = (fields: readonly TFmeaImportField[]) =>
  fields.map((f) => FMEA_IMPORT_FIELD_LABELS[f]).join(', ');

/** A file the importer refuses: status and Turkish message for the API's error body. */
export interface FmeaImportRefusal {
  status: 400 | 413 | 415 | 422;
  code: string;
  message: string;
  field?: string;
}

/** What the review says about another sheet that holds part of the same FMEA (see ZImportCompanion). */
export const COMPANION_MESSAGES = {
  joined: (sheet: string, fields: readonly TFmeaImportField[], rows: number) =>
    `${fieldList(fields)} "${sheet}" sayfasından, hata türüne göre satır satır eşleştirilerek alındı (${rows} satır).`,
  unmatched: (sheet: string, fields: readonly TFmeaImportField[]) =>
    `${fieldList(fields)} "${sheet}" sayfasında. İki sayfanın satırları hata türüne göre birebir eşleşmediği için ` +
    'alınmadı: eksik değerleri burada girin ya da tabloyu tek sayfada toplayıp yeniden yükleyin.',
  severityDiffers: (sheet: string, fields: readonly TFmeaImportField[]) =>
    `${fieldList(fields)} "${sheet}" sayfasında. İki sayfadaki Şiddet (S) değerleri satır satır aynı olmadığı için ` +
    'alınmadı: eksik değerleri burada girin ya da tabloyu tek sayfada toplayıp yeniden yükleyin.',
} as const;

/**
 * Another sheet of the workbook that holds part of the same FMEA (AIAG-VDA: step 4 'Failure Analysis'
 * beside step 5 'Risk Rating'). Its columns are joined on the failure mode when every row pairs with
 * exactly one row of the other sheet and S agrees (docs/reverse-fmea-rules.md §7); otherwise the
 * review names the sheet and why nothing was taken from it.
 */
const ZImportCompanion = z.object({
  sheet: z.string(),
  /** Fields read from it (joined) or that only it holds (not joined). */
  fields: z.array(ZFmeaImportField),
  joined: z.boolean(),
  /** Rows paired (0 when not joined). */
  rows: z.number().int().min(0),
  reason: z.enum(['unmatched', 'severity_differs']).nullable(),
  /** The same in Turkish. */
  message: z.string(),
});
export type TImportCompanion = z.infer<typeof ZImportCompanion>;

/** What is wrong with one rating cell of a row; the review screen shows `message` on that cell. */
const ZFmeaImportIssue = z.object({
  field: z.enum(['severity', 'occurrence', 'detection', 'rpn', 'ap']),
  code: z.enum(['blank', 'out_of_range', 'not_a_number', 'rpn_mismatch']),
  message: z.string(),
  /** The cell as written in the file. */
  value: z.string(),
});
export type TFmeaImportIssue = z.infer<typeof ZFmeaImportIssue>;

const ZRating = z.number().int().min(1).max(10).nullable();
const ZActionPriority = z.enum(['H', 'M', 'L']);

/** One imported FMEA row. S/O/D are null when the cell is blank or invalid (see `issues`). */
const ZImportedFmeaRow = z.object({
  /** Row number in the sheet (1-based), as Excel shows it. */
  sourceRow: z.number().int().min(1),
  /** AIAG-VDA structure: the item (part/system), the step (the plan's step) and the work element. */
  processItem: z.string(),
  processStep: z.string(),
  workElement: z.string(),
  potentialFailure: z.string(),
  effects: z.string(),
  severity: ZRating,
  causes: z.string(),
  occurrence: ZRating,
  /** Prevention and detection controls joined (AIAG-VDA), or the single AIAG-4 column. */
  controls: z.string(),
  preventionControls: z.string(),
  detectionControls: z.string(),
  detection: ZRating,
  /** S × O × D when all three are valid, else null. */
  rpn: z.number().int().nullable(),
  /** The RPN written in the file (cached formula value), if any. */
  fileRpn: z.number().nullable(),
  /** The action priority written in the file (AIAG-VDA form), if any; the plan recomputes it. */
  fileAp: ZActionPriority.nullable(),
  /** After-action ratings of the file (AIAG-4 "action results", AIAG-VDA optimisation), when present. */
  revised: z
    .object({ severity: ZRating, occurrence: ZRating, detection: ZRating, rpn: z.number().nullable() })
    .nullable(),
  /** Special characteristic class as written (CC, SC, Ⓢ …), '' when none. */
  specialClass: z.string(),
  /** Control-plan columns as written (issue 23 §8): the control-plan draft takes them from the line. */
  characteristic: z.string(),
  specification: z.string(),
  sampleSize: z.string(),
  sampleFrequency: z.string(),
  /** Action columns (AIAG-4 'Recommended Action' … 'Action Taken', AIAG-VDA step 6), as written. */
  recommendedAction: z.string(),
  responsible: z.string(),
  targetDate: z.string(),
  actionTaken: z.string(),
  issues: z.array(ZFmeaImportIssue),
});
export type TImportedFmeaRow = z.infer<typeof ZImportedFmeaRow>;

export const SKIP_CODES = [
  'blank',
  'continuation',
  'errors',
  'repeated_header',
  'signature',
  'subtotal',
  'total',
  'section',
  'no_fmea_data',
] as const;

/** A row of the sheet that is not imported, and why (nothing is dropped silently). */
const ZSkippedRow = z.object({
  row: z.number().int().min(1),
  /** The reason in Turkish (the fallback text). */
  reason: z.string(),
  /** The same as a code, so the screen can say it in the user's language. */
  code: z.enum(SKIP_CODES),
  /** A section title that names an operation gives its name to the rows under it that have none. */
  section: z.string().nullable(),
});
export type TSkippedRow = z.infer<typeof ZSkippedRow>;

/** One column of the detected header: its 0-based index, Excel letter and header text (rows joined). */
const ZImportColumn = z.object({
  index: z.number().int().min(0),
  letter: z.string(),
  header: z.string(),
});

/** Field → the column it was read from (null: not in the file). */
const ZFmeaImportMapping = z.record(
  ZFmeaImportField,
  z.object({ column: z.number().int().min(0), header: z.string() }).nullable(),
);
export type TFmeaImportMapping = z.infer<typeof ZFmeaImportMapping>;

/** A sheet of the workbook, so the user can pick another one. */
const ZImportSheet = z.object({
  name: z.string(),
  /** An FMEA header was found in its first 30 rows. */
  fmea: z.boolean(),
  /** Data rows the importer would read from it (0 for a header-only form). */
  rows: z.number().int().min(0),
});

/** One row whose AP in the file is not the AP table's. */
const ZApDisagreement = z.object({
  sourceRow: z.number().int().min(1),
  severity: z.number().int(),
  occurrence: z.number().int(),
  detection: z.number().int(),
  fileAp: ZActionPriority,
  tableAp: ZActionPriority,
});

const ZApCheck = z.object({
  /** The table compared with: 'AIAG-VDA 2019 (varsayılan)' or the organisation's edited one. */
  table: z.string(),
  tableIsDefault: z.boolean(),
  /** Rows with a file AP and valid S/O/D that were compared. */
  compared: z.number().int().min(0),
  disagreements: z.array(ZApDisagreement),
});
export type TApCheck = z.infer<typeof ZApCheck>;

/** A field whose template column did not fit this file, and what was used instead. */
const ZTemplateFallback = z.object({
  field: ZFmeaImportField,
  /** The template's column (0-based). */
  column: z.number().int().min(0),
  /** The column detection chose instead (null: the field stays unmapped). */
  detected: z.number().int().min(0).nullable(),
  message: z.string(),
});
export type TTemplateFallback = z.infer<typeof ZTemplateFallback>;

/** The template the import applied: found by the header signature, or chosen in the review. */
const ZAppliedTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  how: z.enum(['signature', 'chosen']),
  fallbacks: z.array(ZTemplateFallback),
});
/** @internal */
export type TAppliedTemplate = z.infer<typeof ZAppliedTemplate>;

/** Query value of POST /api/fmea/import's `template`: a template's id, or 'none' to apply none. */
const ZTemplateChoice = z.union([z.literal('none'), z.uuid({ message: 'Geçersiz şablon kimliği' })]);
export type TTemplateChoice = z.infer<typeof ZTemplateChoice>;

const FMEA_FORMS = ['aiag-vda-2019', 'aiag-4', 'basic'] as const;

/** Answer of POST /api/fmea/import. */
export const ZFmeaImportResult = z.object({
  fileName: z.string(),
  /** Content type found by the file's bytes. */
  format: z.enum(['xlsx', 'xls', 'csv']),
  sheet: z.string(),
  sheets: z.array(ZImportSheet),
  /** First header row (1-based) and how many rows the header spans (merged/stacked headers). */
  headerRow: z.number().int().min(1),
  headerRows: z.number().int().min(1),
  columns: z.array(ZImportColumn),
  mapping: ZFmeaImportMapping,
  /** AIAG-VDA 2019 (AP column), AIAG 4th edition (RPN column) or a plain S/O/D table. */
  form: z.enum(FMEA_FORMS),
  /** Ratings are on the 1-10 scale (files on other scales are refused with 422). */
  scale: z.literal('1-10'),
  rows: z.array(ZImportedFmeaRow),
  skipped: z.array(ZSkippedRow),
  /** Set when the chosen sheet has a header but no data rows ("no rows"). */
  notice: z.string().nullable(),
  companion: ZImportCompanion.nullable(),
  /**
   * Rows whose AP in the file differs from the AP table (the organisation's, else the handbook's);
   * the plan uses the table's. Null when the file has no AP column.
   */
  apCheck: ZApCheck.nullable(),
  /** The header signature of the file (header-signature.ts): the key of its mapping template. */
  signature: z.string(),
  /** The mapping template applied (its columns, then the user's choices on top), or null. */
  template: ZAppliedTemplate.nullable(),
});
export type TFmeaImportResult = z.infer<typeof ZFmeaImportResult>;

/** Field → 0-based column index (null: leave the field unmapped); overrides the detected mapping. */
export const ZFmeaMappingOverride = z.partialRecord(
  ZFmeaImportField,
  z.number().int().min(0).max(16_383).nullable(),
);
export type TFmeaMappingOverride = z.infer<typeof ZFmeaMappingOverride>;

/**
 * Query of POST /api/fmea/import: `sheet` picks a sheet by name; `template` applies a mapping
 * template (or none); `mapping` (JSON of ZFmeaMappingOverride) re-reads the file with the user's
 * column choices from the review screen, on top of the template.
 */
export const ZFmeaImportQuery = z.strictObject({
  sheet: z.string().max(100).optional(),
  /** Absent: the organisation's template for this header, if any; 'none' or a template's id. */
  template: ZTemplateChoice.optional(),
  mapping: z
    .string()
    .max(4000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        const parsed = ZFmeaMappingOverride.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: FMEA_IMPORT_MESSAGES.invalidMapping });
      return z.NEVER;
    }),
});
export type TFmeaImportQuery = z.infer<typeof ZFmeaImportQuery>;
