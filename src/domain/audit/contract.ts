import { z } from 'zod';
import { ZFindingMessage } from './messages/message-contract';

/**
 * The audit engine's contract: what the server hands to `runAudit` (documents already read into
 * tables and text) and the report it gets back. The HTTP operations build on these schemas
 * (`api-contract.ts`, owned by the server side); the screens render them.
 */

export const AUDIT_DOCUMENT_TYPES = ['control-plan', 'fmea', 'synoptic', 'process-flow', 'other'] as const;
export const ZAuditDocumentType = z.enum(AUDIT_DOCUMENT_TYPES);
export type TAuditDocumentType = z.infer<typeof ZAuditDocumentType>;

const AUDIT_DOCUMENT_STATUSES = ['uploaded', 'analyzing', 'analyzed'] as const;
export const ZAuditDocumentStatus = z.enum(AUDIT_DOCUMENT_STATUSES);
export type TAuditDocumentStatus = z.infer<typeof ZAuditDocumentStatus>;

export const FINDING_CATEGORIES = ['major', 'minor', 'observation'] as const;
export const ZFindingCategory = z.enum(FINDING_CATEGORIES);
export type TFindingCategory = z.infer<typeof ZFindingCategory>;

const FINDING_PRIORITIES = ['high', 'medium', 'low'] as const;
const ZFindingPriority = z.enum(FINDING_PRIORITIES);
export type TFindingPriority = z.infer<typeof ZFindingPriority>;

const COMPLIANCE_LEVELS = ['excellent', 'good', 'needs-improvement', 'critical'] as const;
export const ZComplianceLevel = z.enum(COMPLIANCE_LEVELS);
export type TComplianceLevel = z.infer<typeof ZComplianceLevel>;

/** Spec §9: the score that goes with each compliance level. */
export const COMPLIANCE_SCORES: Readonly<Record<TComplianceLevel, number>> = {
  excellent: 85,
  good: 75,
  'needs-improvement': 65,
  critical: 45,
};

// Bounds keep a hostile or huge extraction from turning into an unbounded audit.
export const MAX_TABLE_ROWS = 20_000;
export const MAX_TABLE_COLUMNS = 400;
export const MAX_CELL_LENGTH = 4_000;
const MAX_TABLES_PER_DOCUMENT = 500;
export const MAX_DOCUMENT_TEXT = 5_000_000;

/** One source row of a table: its row number in the file (1-based) and its cells, merges already filled. */
const ZAuditTableRow = z.object({
  row: z.number().int().positive(),
  cells: z.array(z.string().max(MAX_CELL_LENGTH)).max(MAX_TABLE_COLUMNS),
});

/**
 * A table as the reader found it: every row of a sheet (title block, header and data), or a table
 * of a DOCX/PDF page. `headerRow` is the source row of the header when the reader knows it (a
 * DOCX table's first row), for information: the engine always finds the header itself, with the
 * shared header detection, since a reader's first row is often a title.
 */
/** A merged range, 0-based indexes into `rows` and cells, inclusive (the spreadsheet reader's shape). */
const ZAuditMergeRange = z.object({
  s: z.object({ r: z.number().int().nonnegative(), c: z.number().int().nonnegative() }),
  e: z.object({ r: z.number().int().nonnegative(), c: z.number().int().nonnegative() }),
});

const ZAuditTable = z.object({
  sheet: z.string().max(300).optional(),
  page: z.number().int().positive().optional(),
  /** The last page of a table that runs over several pages (joined by the engine), for evidence. */
  toPage: z.number().int().positive().optional(),
  headerRow: z.number().int().positive().nullable().default(null),
  rows: z.array(ZAuditTableRow).max(MAX_TABLE_ROWS),
  /** Merged ranges (already forward-filled in `rows`), when the reader knows them: they tell a
   * header's merge continuation from a row of its own. */
  merges: z.array(ZAuditMergeRange).max(100_000).default([]),
});
export type TAuditTable = z.infer<typeof ZAuditTable>;
export type TAuditTableInput = z.input<typeof ZAuditTable>;

/**
 * Why a document could not be read. Each becomes a finding that says what to do.
 * legacy-ppt: .ppt (no maintained reader); no-text-layer: a scanned PDF; encrypted: password
 * protected; corrupt: damaged or not what its extension says; too-large: over a size or page bound
 * (read partly or not at all); unsupported: a format the auditor does not read.
 * @internal
 */
export const READ_PROBLEM_CODES = [
  'legacy-ppt',
  'legacy-format',
  'no-text-layer',
  'encrypted',
  'corrupt',
  'too-large',
  'unsupported',
] as const;
const ZReadProblemCode = z.enum(READ_PROBLEM_CODES);
const ZReadProblem = z.object({
  code: ZReadProblemCode,
  /** What the reader saw, for the finding's description (no file content, no paths). */
  detail: z.string().max(500).optional(),
});
export type TReadProblem = z.infer<typeof ZReadProblem>;

/** A document after reading: the engine's input. */
export const ZExtractedDocument = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(255),
  type: ZAuditDocumentType,
  tables: z.array(ZAuditTable).max(MAX_TABLES_PER_DOCUMENT).default([]),
  text: z.string().max(MAX_DOCUMENT_TEXT).default(''),
  readProblem: ZReadProblem.optional(),
});
export type TExtractedDocument = z.infer<typeof ZExtractedDocument>;
export type TExtractedDocumentInput = z.input<typeof ZExtractedDocument>;

/** Where a finding was seen: file name, sheet or page, source row and the quoted cell text. */
const ZFindingEvidence = z.object({
  documentId: z.string().nullable(),
  file: z.string().nullable(),
  sheetOrPage: z.string().nullable(),
  row: z.number().int().positive().nullable(),
  cellText: z.string().max(1000).nullable(),
});
export type TFindingEvidence = z.infer<typeof ZFindingEvidence>;

/** Rows one finding lists (a rule fires once per document, listing every row it concerns). */
const MAX_FINDING_ROWS = MAX_TABLE_ROWS;

/**
 * One row a finding concerns: where it is (file, sheet or page, source row) and a short quote. A
 * linkage finding belongs to the document that lacks the item; its rows say where the item was seen.
 */
const ZFindingRow = ZFindingEvidence;
export type TFindingRow = z.infer<typeof ZFindingRow>;

/** 'reviewer': a finding the audit's author or a Yönetici added while reviewing the draft (issue 22 part 5). */
const FINDING_SOURCES = ['rules', 'ai', 'reviewer'] as const;
const ZFindingSource = z.enum(FINDING_SOURCES);

/**
 * A finding (spec §3.1 fields plus ruleId, evidence and source). `iatfClause` is a clause number
 * only ('8.5.1.1'), never the standard's text. `documentType` is the document to correct; for a
 * linkage gap the evidence quotes the document where the item was seen.
 */
export const ZFinding = z.object({
  id: z.string().min(1).max(100),
  category: ZFindingCategory,
  title: z.string().min(1).max(300),
  description: z.string().max(4000),
  iatfClause: z.string().regex(/^\d+(\.\d+)*$/, 'Madde numarası (ör. 8.5.1.1) olmalıdır'),
  recommendation: z.string().max(2000),
  priority: ZFindingPriority,
  documentType: ZAuditDocumentType,
  ruleId: z.string().min(1).max(100),
  evidence: ZFindingEvidence,
  /** 'ai': an observation added by the optional LLM review; it never changes the score. */
  source: ZFindingSource,
  /**
   * The description and recommendation as a message key and parameters, for the screens to render
   * in the reader's language; `description`/`recommendation` stay the Turkish text. Absent on AI
   * observations and on findings stored before messages existed (the screens show the stored text).
   */
  message: ZFindingMessage.optional(),
  /**
   * Every row the finding concerns (issue 22: one finding per rule per document). The screen shows
   * the first ones with "+N daha", the CSV and PDF all of them. Absent on findings about a whole
   * document, on AI observations and on reports stored before grouping.
   */
  rows: z.array(ZFindingRow).max(MAX_FINDING_ROWS).optional(),
});
export type TFinding = z.infer<typeof ZFinding>;

export const ZAuditReport = z.object({
  overallScore: z.number().int().min(0).max(100),
  totalFindings: z.number().int().nonnegative(),
  majorFindings: z.number().int().nonnegative(),
  minorFindings: z.number().int().nonnegative(),
  observations: z.number().int().nonnegative(),
  complianceLevel: ZComplianceLevel,
  findings: z.array(ZFinding),
  recommendations: z.array(z.string()),
});
export type TAuditReport = z.infer<typeof ZAuditReport>;

/** The five real stages of an audit, in order (shown live as the five progress lines). */
export const AUDIT_STAGES = ['reading', 'classifying', 'control-plan', 'pfmea', 'linkage'] as const;
const ZAuditStage = z.enum(AUDIT_STAGES);
export type TAuditStage = z.infer<typeof ZAuditStage>;

export const ZAuditProgress = z.object({
  stage: ZAuditStage,
  state: z.enum(['running', 'done']),
  /** Stages finished so far, 0-5. */
  completed: z.number().int().min(0).max(AUDIT_STAGES.length),
  total: z.literal(AUDIT_STAGES.length),
});
export type TAuditProgress = z.infer<typeof ZAuditProgress>;

const DEFAULT_DETECTION_LIMIT = 7;
/** Spec §9 RPN colour bands: ≥150 red, 100-149 yellow, below green. Information only, never a gate. */
const DEFAULT_RPN_BANDS = { high: 150, medium: 100 } as const;

export const AUDIT_SETTINGS_MESSAGES = {
  detectionLimit: 'Tespit (D) sınırı 1 ile 10 arasında bir tam sayı olmalıdır',
  rpnBand: 'RPN sınırı 1 ile 1000 arasında bir tam sayı olmalıdır',
  rpnBandOrder: 'Kırmızı RPN sınırı sarı sınırdan büyük olmalıdır',
} as const;

const ZRpnBound = z
  .number()
  .int(AUDIT_SETTINGS_MESSAGES.rpnBand)
  .min(1, AUDIT_SETTINGS_MESSAGES.rpnBand)
  .max(1000, AUDIT_SETTINGS_MESSAGES.rpnBand);

export const ZRpnBands = z
  .object({ high: ZRpnBound, medium: ZRpnBound })
  .refine((b) => b.high > b.medium, { message: AUDIT_SETTINGS_MESSAGES.rpnBandOrder, path: ['high'] });

/**
 * Rule settings (Ayarlar, Yönetici): a rule missing from `enabled` is on. Rule ids are those of
 * `AUDIT_RULES` (rules.ts); an unknown id is kept harmlessly so an older setting never breaks a save.
 */
export const ZAuditRuleSettings = z.object({
  enabled: z.record(z.string().max(100), z.boolean()).default({}),
  detectionLimit: z
    .number()
    .int(AUDIT_SETTINGS_MESSAGES.detectionLimit)
    .min(1, AUDIT_SETTINGS_MESSAGES.detectionLimit)
    .max(10, AUDIT_SETTINGS_MESSAGES.detectionLimit)
    .default(DEFAULT_DETECTION_LIMIT),
  rpnBands: ZRpnBands.default({ ...DEFAULT_RPN_BANDS }),
});
export type TAuditRuleSettings = z.infer<typeof ZAuditRuleSettings>;
export type TAuditRuleSettingsInput = z.input<typeof ZAuditRuleSettings>;
