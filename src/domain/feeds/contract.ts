import { z } from 'zod';

/**
 * `format`: csv (UTF-8 with BOM) or json (an array of rows). `locale`: tr = ';' between fields and the
 * decimal comma (Excel and Power BI on Turkish regional settings), en = ',' and the decimal point.
 * Dates are ISO 8601 in both, so Power BI reads them whatever the locale.
 */
export const ZFeedQuery = z
  .object({
    format: z.enum(['csv', 'json']).default('csv'),
    locale: z.enum(['tr', 'en']).default('tr'),
  })
  .strict();
export type TFeedQuery = z.infer<typeof ZFeedQuery>;

/**
 * One task as the feed writes it: codes (stable keys) and their Turkish labels; dates ISO 8601.
 * @internal
 */
export const ZTaskFeedRow = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  priority: z.string(),
  priorityLabel: z.string(),
  category: z.string(),
  assignee: z.string(),
  assigneeDepartment: z.string(),
  createdBy: z.string(),
  dueDate: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  estimatedHours: z.number(),
  completedHours: z.number(),
  tags: z.string(),
});
export type TTaskFeedRow = z.infer<typeof ZTaskFeedRow>;

/**
 * One 8D analysis: category, confidence (%), rating (0-5), status and dates.
 * @internal
 */
export const ZAnalysisFeedRow = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  severity: z.string(),
  severityLabel: z.string(),
  department: z.string(),
  departmentLabel: z.string(),
  discoveryDate: z.string(),
  confidence: z.number(),
  rating: z.number(),
  status: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAnalysisFeedRow = z.infer<typeof ZAnalysisFeedRow>;

/**
 * One saved capability study with its headline figures.
 * @internal
 */
export const ZStudyFeedRow = z.object({
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  characteristic: z.string(),
  nominal: z.number(),
  upperTolerance: z.number(),
  lowerTolerance: z.number(),
  n: z.number(),
  mean: z.number(),
  standardDeviation: z.number(),
  cp: z.number(),
  cpk: z.number(),
  capability: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type TStudyFeedRow = z.infer<typeof ZStudyFeedRow>;

/**
 * One finding of a finished audit (the engine's, an AI observation, or a reviewer's own): its rule and
 * IATF 16949 clause, the document it concerns, its grade after review (`originalCategory`: the
 * engine's, before a re-grade) and the review decision ('' while undecided); codes with Turkish labels.
 * @internal
 */
export const ZAuditFindingFeedRow = z.object({
  auditId: z.string(),
  auditDate: z.string(),
  auditor: z.string(),
  reviewState: z.string(),
  reviewStateLabel: z.string(),
  findingId: z.string(),
  source: z.string(),
  ruleId: z.string(),
  iatfClause: z.string(),
  title: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  originalCategory: z.string(),
  priority: z.string(),
  priorityLabel: z.string(),
  documentFile: z.string(),
  documentType: z.string(),
  documentTypeLabel: z.string(),
  sheetOrPage: z.string(),
  row: z.number().nullable(),
  rowCount: z.number(),
  decision: z.string(),
  decisionLabel: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAuditFindingFeedRow = z.infer<typeof ZAuditFindingFeedRow>;

export const API_TOKEN_PREFIX = 'kat_';
export const API_TOKENS_PER_USER = 20;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Belirteç için bir ad girin (ör. "Power BI Desktop")',
  nameTooLong: 'Belirteç adı en fazla 80 karakter olabilir',
  tooMany: `En fazla ${API_TOKENS_PER_USER} API belirteci oluşturabilirsiniz; kullanmadıklarınızı iptal edin.`,
  notFound: 'API belirteci bulunamadı',
  invalid: 'API belirteci geçersiz veya iptal edilmiş',
} as const;

/** A personal API token as listed: never the token itself (only its hash is stored). */
const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, e.g. 'kat_Ab12…', so the owner recognises the token. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenList = z.object({ tokens: z.array(ZApiToken) });

export const ZCreateApiTokenRequest = z
  .object({
    name: z.string().trim().min(1, API_TOKEN_MESSAGES.nameRequired).max(80, API_TOKEN_MESSAGES.nameTooLong),
  })
  .strict();
export type TCreateApiTokenRequest = z.infer<typeof ZCreateApiTokenRequest>;

/** The answer of creating a token: `secret` is shown once and cannot be read again. */
export const ZCreatedApiToken = z.object({ token: ZApiToken, secret: z.string() });

/**
 * One FMEA line (issue 23 §10): where it is (FMEA, step, failure, cause), its ratings and AP before
 * and after the action, and the action's status and dates, so a plant can chart action closure.
 * @internal
 */
export const ZFmeaLineFeedRow = z.object({
  fmeaId: z.string(),
  fmeaName: z.string(),
  partOrProcess: z.string(),
  owner: z.string(),
  lineId: z.string(),
  position: z.number(),
  processStep: z.string(),
  potentialFailure: z.string(),
  cause: z.string(),
  specialClass: z.string(),
  severity: z.number(),
  occurrence: z.number().nullable(),
  detection: z.number().nullable(),
  rpn: z.number().nullable(),
  ap: z.string(),
  recommendedAction: z.string(),
  responsible: z.string(),
  targetDate: z.string(),
  actionStatus: z.string(),
  actionStatusLabel: z.string(),
  actionTaken: z.string(),
  completionDate: z.string(),
  revisedSeverity: z.number().nullable(),
  revisedOccurrence: z.number().nullable(),
  revisedDetection: z.number().nullable(),
  revisedRpn: z.number().nullable(),
  revisedAp: z.string(),
  lineUpdatedAt: z.string(),
});
export type TFmeaLineFeedRow = z.infer<typeof ZFmeaLineFeedRow>;
