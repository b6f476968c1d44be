import { z } from 'zod';
import { ZFmeaCan } from './permissions';

/** Limits of a stored FMEA. 20 000 rows covers the largest plant PFMEAs with room (the bench uses 10 000). */
const MAX_FMEA_ROWS = 20_000;
export const MAX_FMEA_TEXT = 2_000;
export const MAX_FMEA_NAME = 200;
const MAX_FMEA_FILE_NAME = 255;
/** Request body limit of the create/update routes: 20 000 rows of short texts. */
export const FMEA_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export const FMEA_MESSAGES = {
  nameRequired: 'FMEA adı gereklidir',
  nameTooLong: `FMEA adı en fazla ${MAX_FMEA_NAME} karakter olabilir`,
  partTooLong: `Parça / proses en fazla ${MAX_FMEA_NAME} karakter olabilir`,
  fileNameTooLong: `Dosya adı en fazla ${MAX_FMEA_FILE_NAME} karakter olabilir`,
  textTooLong: `Bir hücre en fazla ${MAX_FMEA_TEXT} karakter olabilir`,
  rating: 'Şiddet, olasılık ve tespit 1 ile 10 arasında tam sayı olmalıdır',
  failureRequired: 'Her satırda potansiyel hata türü gereklidir',
  noRows: 'FMEA en az bir satır içermelidir',
  tooManyRows: `Bir FMEA en fazla ${MAX_FMEA_ROWS.toLocaleString('tr-TR')} satır içerebilir`,
  duplicateRowId: 'Satır kimlikleri benzersiz olmalıdır',
  emptyChange: 'Değiştirilecek bir alan gönderin',
  notFound: 'FMEA bulunamadı',
  forbiddenEdit: 'Bu FMEA’yı yalnızca sahibi veya Yönetici değiştirebilir',
  forbiddenDelete: 'Bu FMEA’yı yalnızca sahibi veya Yönetici silebilir',
  forbiddenPlan: 'Bu FMEA için planı yalnızca sahibi veya Yönetici oluşturabilir',
  invalidCursor: 'Sayfa bilgisi geçersiz; lütfen listeyi yenileyin',
  settingsAdminOnly: 'FMEA ayarlarını yalnızca Yönetici değiştirebilir',
  apTableShape: 'AP tablosu 5 × 5 hücreden oluşmalı; her hücre H, M veya L harflerinden 4 tane içermelidir',
  rpnBands: 'RPN eşikleri 1 ile 1000 arasında olmalı ve kırmızı eşiği sarı eşiğinden büyük olmalıdır',
  timelineDays: 'Termin günleri 1 ile 365 arasında tam sayı olmalıdır',
  versionRequired: 'Düzenlemeye başladığınız FMEA sürümü (version) gereklidir',
  staleEdit: 'Bu FMEA siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.',
} as const;

const ZText = z.string().trim().max(MAX_FMEA_TEXT, FMEA_MESSAGES.textTooLong);
export const ZRating = z
  .number({ error: FMEA_MESSAGES.rating })
  .int(FMEA_MESSAGES.rating)
  .min(1, FMEA_MESSAGES.rating)
  .max(10, FMEA_MESSAGES.rating);

const ZAp = z.enum(['H', 'M', 'L']);
const ZRevised = z.object({
  severity: z.number().int().min(1).max(10).nullable(),
  occurrence: z.number().int().min(1).max(10).nullable(),
  detection: z.number().int().min(1).max(10).nullable(),
});

/**
 * What a plant file carries besides S/O/D (issue 19 §3): AIAG-VDA structure, special class, the
 * action columns, the revised ratings and the file's own AP. Kept on the stored row as read; the
 * plan uses the AP table's AP, never `fileAp`. Optional, so FMEAs stored before them still load.
 */
const ZFileFieldsInput = z.object({
  processItem: ZText.default(''),
  workElement: ZText.default(''),
  specialClass: ZText.default(''),
  /** Control-plan columns a plant file may carry (issue 23 §8): the control plan draft takes them. */
  characteristic: ZText.default(''),
  specification: ZText.default(''),
  sampleSize: ZText.default(''),
  sampleFrequency: ZText.default(''),
  recommendedAction: ZText.default(''),
  responsible: ZText.default(''),
  targetDate: ZText.default(''),
  actionTaken: ZText.default(''),
  fileAp: ZAp.nullable().default(null),
  revised: ZRevised.nullable().default(null),
});
const ZFileFields = z.object({
  processItem: z.string().optional(),
  workElement: z.string().optional(),
  specialClass: z.string().optional(),
  characteristic: z.string().optional(),
  specification: z.string().optional(),
  sampleSize: z.string().optional(),
  sampleFrequency: z.string().optional(),
  recommendedAction: z.string().optional(),
  responsible: z.string().optional(),
  targetDate: z.string().optional(),
  actionTaken: z.string().optional(),
  fileAp: ZAp.nullable().optional(),
  revised: ZRevised.nullable().optional(),
});

/**
 * One FMEA row as sent by the import review or the manual table (spec §3.1). Extra keys of the import
 * answer (`issues`, the file's `rpn`) are dropped: the RPN is always S × O × D, computed here.
 * @internal
 */
export const ZFmeaRowInput = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  processStep: ZText.default(''),
  potentialFailure: ZText.refine((v) => v !== '', FMEA_MESSAGES.failureRequired),
  effects: ZText.default(''),
  severity: ZRating,
  causes: ZText.default(''),
  /** Null (or left out): not rated yet. The row is stored with its 'eksik derecelendirme' flag and kept out of the plan. */
  occurrence: ZRating.nullable().default(null),
  controls: ZText.default(''),
  /** AIAG-VDA form: the two control columns (the import joins them into `controls` as well). */
  preventionControls: ZText.default(''),
  detectionControls: ZText.default(''),
  detection: ZRating.nullable().default(null),
  /** Row number in the source spreadsheet (1-based), so a plan item can be traced to the file. */
  sourceRow: z.number().int().min(1).nullable().default(null),
  ...ZFileFieldsInput.shape,
});
export type TFmeaRowInput = z.input<typeof ZFmeaRowInput>;

/** Ratings a row may lack (issue 23 §6): such a row is stored, flagged and left out of the plan. */
const ZMissingRating = z.enum(['occurrence', 'detection']);
export type TMissingRating = z.infer<typeof ZMissingRating>;

/**
 * A stored FMEA row (spec §3.1): `rpn` = severity × occurrence × detection, null while O or D is
 * missing; `missingRatings` is the 'eksik derecelendirme' flag (absent or empty on a complete row).
 */
export const ZFmeaRow = z.object({
  id: z.string(),
  processStep: z.string(),
  potentialFailure: z.string(),
  effects: z.string(),
  severity: z.number().int(),
  causes: z.string(),
  occurrence: z.number().int().nullable(),
  controls: z.string(),
  preventionControls: z.string(),
  detectionControls: z.string(),
  detection: z.number().int().nullable(),
  rpn: z.number().int().nullable(),
  missingRatings: z.array(ZMissingRating).optional(),
  sourceRow: z.number().int().nullable(),
  ...ZFileFields.shape,
});
export type TFmeaRow = z.infer<typeof ZFmeaRow>;

const ZRows = z
  .array(ZFmeaRowInput)
  .min(1, FMEA_MESSAGES.noRows)
  .max(MAX_FMEA_ROWS, FMEA_MESSAGES.tooManyRows)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (row.id === undefined) return;
      if (seen.has(row.id))
        ctx.addIssue({ code: 'custom', message: FMEA_MESSAGES.duplicateRowId, path: [i, 'id'] });
      seen.add(row.id);
    });
  });

const ZName = z
  .string()
  .trim()
  .min(1, FMEA_MESSAGES.nameRequired)
  .max(MAX_FMEA_NAME, FMEA_MESSAGES.nameTooLong);
const ZPartOrProcess = z.string().trim().max(MAX_FMEA_NAME, FMEA_MESSAGES.partTooLong);
const ZSourceFileName = z.string().trim().max(MAX_FMEA_FILE_NAME, FMEA_MESSAGES.fileNameTooLong).nullable();

/** POST /api/fmeas. */
export const ZCreateFmeaRequest = z.strictObject({
  name: ZName,
  partOrProcess: ZPartOrProcess.default(''),
  /** The uploaded file's name, null for a manual FMEA. */
  sourceFileName: ZSourceFileName.default(null),
  rows: ZRows,
});
export type TCreateFmeaRequest = z.input<typeof ZCreateFmeaRequest>;
export type TCreateFmea = z.output<typeof ZCreateFmeaRequest>;

/**
 * PATCH /api/fmeas/:id: any of the fields; `rows` replaces all rows (row ids kept where sent).
 * `version` is the FMEA's version the edit started from: when someone saved in between, the stored
 * version is newer and the answer is 409 (`stale_edit`), so the last save never silently wins.
 */
export const ZUpdateFmeaRequest = z
  .strictObject({
    version: z
      .number({ error: FMEA_MESSAGES.versionRequired })
      .int(FMEA_MESSAGES.versionRequired)
      .min(1, FMEA_MESSAGES.versionRequired),
    name: ZName.optional(),
    partOrProcess: ZPartOrProcess.optional(),
    sourceFileName: ZSourceFileName.optional(),
    rows: ZRows.optional(),
  })
  .refine(
    ({ version: _version, ...change }) => Object.values(change).some((value) => value !== undefined),
    FMEA_MESSAGES.emptyChange,
  );
export type TUpdateFmeaRequest = z.input<typeof ZUpdateFmeaRequest>;
export type TUpdateFmea = z.output<typeof ZUpdateFmeaRequest>;

// ---------------------------------------------------------------------------------------------
// Plan

const PLAN_PRIORITIES = ['high', 'medium', 'low'] as const;
const ZPlanPriority = z.enum(PLAN_PRIORITIES);
export type TPlanPriority = z.infer<typeof ZPlanPriority>;
export const ZActionPriority = z.enum(['H', 'M', 'L']);
export type TActionPriority = z.infer<typeof ZActionPriority>;
const RPN_BAND_COLOURS = ['red', 'yellow', 'green'] as const;
const ZRpnBandColour = z.enum(RPN_BAND_COLOURS);
export type TRpnBandColour = z.infer<typeof ZRpnBandColour>;
/** What drives the risk, hence the kind of action: design (S 9-10), prevention (O), detection (D). */
const ACTION_TYPES = ['design', 'prevention', 'detection'] as const;
const ZActionType = z.enum(ACTION_TYPES);
export type TActionType = z.infer<typeof ZActionType>;
/** Ishikawa 6M group read from the cause text; null when no word of any group was found. */
export const CAUSE_CATEGORIES = [
  'machine',
  'method',
  'material',
  'man',
  'measurement',
  'environment',
] as const;
const ZCauseCategory = z.enum(CAUSE_CATEGORIES);
export type TCauseCategory = z.infer<typeof ZCauseCategory>;
/** Who wrote the item's texts: the documented rules, or the configured language model (grounded on the row). */
const ZPlanSource = z.enum(['rules', 'ai']);

const ZPlanTarget = z.object({
  severity: z.number().int(),
  occurrence: z.number().int(),
  detection: z.number().int(),
  rpn: z.number().int(),
  actionPriority: ZActionPriority,
});
export type TPlanTarget = z.infer<typeof ZPlanTarget>;

/** Reverse FMEA action item (spec §3.1) with the facts a quality engineer needs to check it. */
const ZPlanItem = z.object({
  id: z.string(),
  /** The FMEA row the item answers (link back from a task). */
  rowId: z.string(),
  processStep: z.string(),
  originalFailure: z.string(),
  /** The row's cause text, so two items of the same failure can be told apart (optional: older plans lack it). */
  cause: z.string().optional(),
  priority: ZPlanPriority,
  /** Turkish, e.g. '30 gün'. */
  timeline: z.string(),
  timelineDays: z.number().int(),
  preventiveAction: z.string(),
  monitoringMethod: z.string(),
  /** Responsible department (one of the users' departments). */
  responsibility: z.string(),
  successCriteria: z.string(),
  severity: z.number().int(),
  occurrence: z.number().int(),
  detection: z.number().int(),
  rpn: z.number().int(),
  rpnBand: ZRpnBandColour,
  actionPriority: ZActionPriority,
  /**
   * The AP written in the plant's file for this row, when it has one (null otherwise); the plan
   * always uses `actionPriority`, the AP table's, and the card says so where they differ.
   * Optional: plans stored before issue 19 have none.
   */
  fileAp: ZActionPriority.nullable().optional(),
  actionType: ZActionType,
  causeCategory: ZCauseCategory.nullable(),
  /** The cause → measure library's kinds the cause text named (cause-library.ts ids), best first. */
  causeKinds: z.array(z.string()).optional(),
  /** The 8D knowledge-base entry whose preventive measures were used, if the failure mode matched one. */
  knowledgeEntry: z.object({ id: z.string(), name: z.string() }).nullable(),
  target: ZPlanTarget,
  /** Why this action (Turkish), e.g. 'D=8 > 7: tespit zayıf'. */
  reason: z.string(),
  source: ZPlanSource,
});
export type TPlanItem = z.infer<typeof ZPlanItem>;

/** A row the plan left out, and why (issue 23 §6: an incomplete row never blocks, it waits). */
const ZPlanExcludedRow = z.object({
  rowId: z.string(),
  processStep: z.string(),
  potentialFailure: z.string(),
  missing: z.array(ZMissingRating),
  /** Turkish, e.g. 'Eksik derecelendirme: O (olasılık) girilmemiş; satır tamamlanınca plana alınır.' */
  reason: z.string(),
});
export type TPlanExcludedRow = z.infer<typeof ZPlanExcludedRow>;

/** POST /api/fmeas/:id/plan body (optional): `useAi: false` keeps the rules' texts even when a model is set. */
export const ZGeneratePlanRequest = z.strictObject({ useAi: z.boolean().default(true) }).nullish();

/** Rows without a plan item the plan's summary lists (the rest are counted: excludedCount). */
export const MAX_PLAN_EXCLUDED_SHOWN = 200;

/**
 * A plan as an FMEA presents it: its figures, never its items (a 20 000-row plan is 20 MB of items;
 * they come a page at a time, ZPlanItemPage). Items are ordered highest risk first.
 */
export const ZFmeaPlan = z.object({
  itemCount: z.number().int(),
  /** Items per priority (high / medium / low), for the overview and the filter chips. */
  counts: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  /** Rows without a plan item (missing ratings), in the FMEA's order: the first MAX_PLAN_EXCLUDED_SHOWN. */
  excluded: z.array(ZPlanExcludedRow),
  excludedCount: z.number().int(),
  generatedAt: z.string(),
  /** The provider that rewrote items ('openai', …), null when the rules wrote every item. */
  aiProvider: z.string().nullable(),
  /** Turkish note when a model was asked but the rules' texts were kept (timeout, error…). */
  aiFallback: z.string().nullable(),
  /** The rows changed after the plan was made. */
  stale: z.boolean(),
});
export type TFmeaPlan = z.infer<typeof ZFmeaPlan>;

export const PLAN_ITEMS_PAGE = 50;

/** GET /api/fmeas/:id/plan/items: a page of items, highest risk first; one priority; or one item by id. */
export const ZListPlanItemsQuery = z.strictObject({
  priority: ZPlanPriority.optional(),
  item: z.string().trim().min(1).max(64).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, FMEA_MESSAGES.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(PLAN_ITEMS_PAGE),
});

export const ZPlanItemPage = z.object({
  items: z.array(ZPlanItem),
  /** Opaque position after this page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type TPlanItemPage = z.infer<typeof ZPlanItemPage>;

// ---------------------------------------------------------------------------------------------
// Stored FMEA

/**
 * A stored FMEA without its rows: list rows and realtime events (a 10 000-row FMEA stays small here).
 * @internal
 */
export const ZFmeaSummary = z.object({
  id: z.string(),
  name: z.string(),
  partOrProcess: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  sourceFileName: z.string().nullable(),
  rowCount: z.number().int(),
  planItemCount: z.number().int().nullable(),
  planGeneratedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Bumped by every edit; an edit sends the version it started from (ZUpdateFmeaRequest). */
  version: z.number().int(),
  can: ZFmeaCan,
});
export type TFmeaSummary = z.infer<typeof ZFmeaSummary>;

/**
 * One stored FMEA with its last plan. Its lines come a page at a time (GET /api/fmeas/:id/lines,
 * line-contract.ts): a 20 000-line FMEA is never one answer.
 */
export const ZFmea = ZFmeaSummary.extend({
  plan: ZFmeaPlan.nullable(),
});
export type TFmea = z.infer<typeof ZFmea>;
/** An FMEA with every line as a row, as the server's exports and drafts read it (never sent whole). */
export type TFmeaWithRows = TFmea & { rows: TFmeaRow[] };

const FMEA_PAGE_SIZE = 50;

/** GET /api/fmeas: newest change first, a page at a time (keyset: `cursor` from the previous page). */
export const ZListFmeasQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  scope: z.enum(['all', 'mine']).default('all'),
  cursor: z.string().max(500, FMEA_MESSAGES.invalidCursor).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(FMEA_PAGE_SIZE),
});

export const ZFmeaList = z.object({
  fmeas: z.array(ZFmeaSummary),
  /** Opaque position after the last FMEA of this page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TFmeaList = z.infer<typeof ZFmeaList>;
