import { z } from 'zod';
import { isIsoDate } from '../shared/calendar';
import { ZAnalysisDepth } from '../settings/contract';
import { PROCESS_DOMAINS, SIX_M, type ProcessDomainId, type SixM } from './knowledge/knowledge-entry';
import { ZAnalysisCan } from './permissions';

/** Messages the analysis form and API share (the wizard itself shows none; the API does). */
export const ANALYSIS_MESSAGES = {
  titleRequired: 'Başlık gereklidir',
  titleTooLong: 'Başlık en fazla 200 karakter olabilir',
  descriptionRequired: 'Açıklama gereklidir',
  descriptionTooLong: 'Açıklama en fazla 5000 karakter olabilir',
  customerImpactTooLong: 'Müşteri etkisi en fazla 2000 karakter olabilir',
  categoryRequired: 'Kategori seçin',
  severityRequired: 'Önem derecesi seçin',
  departmentRequired: 'Sorumlu departman seçin',
  dateInvalid: 'Geçerli bir tarih girin',
  processTypeInvalid: 'Geçerli bir proses tipi seçin',
  ratingRange: 'Puan 1 ile 5 arasında olmalıdır',
} as const;

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const CUSTOMER_IMPACT_MAX_LENGTH = 2000;

export const ZProblemCategory = z.enum(
  ['quality', 'process', 'material', 'equipment', 'human', 'environment'],
  ANALYSIS_MESSAGES.categoryRequired,
);
export type TProblemCategory = z.infer<typeof ZProblemCategory>;
export const PROBLEM_CATEGORY_LABELS: Readonly<Record<TProblemCategory, string>> = {
  quality: 'Kalite',
  process: 'Süreç',
  material: 'Malzeme',
  equipment: 'Ekipman',
  human: 'İnsan',
  environment: 'Çevre',
};

export const ZSeverity = z.enum(['critical', 'high', 'medium', 'low'], ANALYSIS_MESSAGES.severityRequired);
export type TSeverity = z.infer<typeof ZSeverity>;
export const SEVERITY_LABELS: Readonly<Record<TSeverity, string>> = {
  critical: 'Kritik',
  high: 'Yüksek',
  medium: 'Orta',
  low: 'Düşük',
};

export const ZDepartment = z.enum(
  ['production', 'quality', 'maintenance', 'engineering', 'procurement', 'logistics'],
  ANALYSIS_MESSAGES.departmentRequired,
);
export type TDepartment = z.infer<typeof ZDepartment>;
export const DEPARTMENT_LABELS: Readonly<Record<TDepartment, string>> = {
  production: 'Üretim',
  quality: 'Kalite',
  maintenance: 'Bakım',
  engineering: 'Mühendislik',
  procurement: 'Satın Alma',
  logistics: 'Lojistik',
};

// Object.keys keeps the enum in step with PROCESS_DOMAINS; the cast only restores the literal types.
const PROCESS_DOMAIN_IDS = Object.keys(PROCESS_DOMAINS) as [ProcessDomainId, ...ProcessDomainId[]];
export const ZProcessType = z.enum(['auto', ...PROCESS_DOMAIN_IDS], ANALYSIS_MESSAGES.processTypeInvalid);
export type TProcessType = z.infer<typeof ZProcessType>;
export const PROCESS_TYPE_LABELS: Readonly<Record<TProcessType, string>> = {
  auto: 'Otomatik algıla',
  ...PROCESS_DOMAINS,
};

/** Calendar date as the date input sends it (YYYY-MM-DD, real day of a real month). */
const ZIsoDate = z.iso.date(ANALYSIS_MESSAGES.dateInvalid);

/** Wizard body: validated by the form (zodResolver) and by POST /api/analyses. */
export const ZCreateAnalysisRequest = z
  .object({
    title: z
      .string(ANALYSIS_MESSAGES.titleRequired)
      .trim()
      .min(1, ANALYSIS_MESSAGES.titleRequired)
      .max(TITLE_MAX_LENGTH, ANALYSIS_MESSAGES.titleTooLong),
    description: z
      .string(ANALYSIS_MESSAGES.descriptionRequired)
      .trim()
      .min(1, ANALYSIS_MESSAGES.descriptionRequired)
      .max(DESCRIPTION_MAX_LENGTH, ANALYSIS_MESSAGES.descriptionTooLong),
    customerImpact: z
      .string()
      .trim()
      .max(CUSTOMER_IMPACT_MAX_LENGTH, ANALYSIS_MESSAGES.customerImpactTooLong)
      .default(''),
    category: ZProblemCategory,
    severity: ZSeverity,
    department: ZDepartment,
    discoveryDate: ZIsoDate,
    processType: ZProcessType.default('auto'),
  })
  .strict();
export type TCreateAnalysisRequest = z.infer<typeof ZCreateAnalysisRequest>;

const ZEightD = z.object({
  d1: z.string(),
  d2: z.string(),
  d3: z.string(),
  d4: z.string(),
  d5: z.string(),
  d6: z.string(),
  d7: z.string(),
  d8: z.string(),
});
export type TEightD = z.infer<typeof ZEightD>;

const SIX_M_IDS = Object.keys(SIX_M) as [SixM, ...SixM[]];
const ZSixM = z.enum(SIX_M_IDS);
/** Ishikawa diagram: every one of the six M keys is present (z.record over an enum is exhaustive). */
const ZFishbone = z.record(ZSixM, z.array(z.string()));
export type TFishbone = z.infer<typeof ZFishbone>;

export const ZAnalysisSource = z.enum([
  'engineering_db',
  'openai',
  'claude',
  'gemini',
  'grok',
  'openai_compatible',
]);
export type TAnalysisSource = z.infer<typeof ZAnalysisSource>;

/** A runner-up knowledge entry ('Diğer olası nedenler'); score is relative to the best match (0-100). */
const ZAlternativeCause = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  score: z.number(),
  /** Detailed report: the problem's words that matched this entry. */
  matchedTerms: z.array(z.string()).optional(),
  /** Detailed report: the entry's first root causes, to check before ruling it out. */
  rootCauses: z.array(z.string()).optional(),
});
export type TAlternativeCause = z.infer<typeof ZAlternativeCause>;

export const ZConfidence = z.number().min(0).max(100);

/** The report shown in the 'AI Analiz Raporu' panel and stored in analysis_result. */
export const ZAnalysisResult = z.object({
  problemType: z.string(),
  rootCause: z.string(),
  immediateActions: z.array(z.string()),
  recommendations: z.array(z.string()),
  confidence: ZConfidence,
  eightD: ZEightD,
  alternatives: z.array(ZAlternativeCause),
  fishbone: ZFishbone,
  source: ZAnalysisSource,
  knowledgeEntryId: z.string().nullable(),
  expertReviewRecommended: z.boolean(),
  /** Settings' depth the report was built at; absent on reports stored before it existed. */
  depth: ZAnalysisDepth.optional(),
  /** The problem's words that matched the chosen entry (the evidence behind the confidence). */
  matchedTerms: z.array(z.string()).optional(),
  /** Detailed report: how to confirm the root cause and rule out the alternatives. */
  verificationSteps: z.array(z.string()).optional(),
});
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>;

export const ZRateAnalysisRequest = z
  .object({
    rating: z
      .number(ANALYSIS_MESSAGES.ratingRange)
      .int(ANALYSIS_MESSAGES.ratingRange)
      .min(1, ANALYSIS_MESSAGES.ratingRange)
      .max(5, ANALYSIS_MESSAGES.ratingRange),
  })
  .strict();

export const ZAnalysisStatus = z.enum(['completed', 'in_progress']);
export type TAnalysisStatus = z.infer<typeof ZAnalysisStatus>;

/** One saved analysis as every API presents it. */
export const ZAnalysis = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  customerImpact: z.string(),
  category: ZProblemCategory,
  severity: ZSeverity,
  department: ZDepartment,
  discoveryDate: ZIsoDate,
  processType: ZProcessType,
  analysisResult: ZAnalysisResult,
  confidence: ZConfidence,
  // 0 = not rated yet
  rating: z.number().int().min(0).max(5),
  status: ZAnalysisStatus,
  userId: z.string(),
  userFullName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** What the viewer may do with it (src/domain/analyses/permissions.ts). */
  can: ZAnalysisCan,
});
export type TAnalysis = z.infer<typeof ZAnalysis>;

// The spec's history filter values, matched as substrings of the (Turkish) category text.
export const ZReportCategoryFilter = z.enum([
  'all',
  'kalite',
  'süreç',
  'ekipman',
  'insan',
  'malzeme',
  'çevre',
]);
export type TReportCategoryFilter = z.infer<typeof ZReportCategoryFilter>;

export const ZReportSort = z.enum(['date', 'rating', 'confidence']);
export type TReportSort = z.infer<typeof ZReportSort>;

export const LIST_LIMIT_DEFAULT = 50;
const LIST_LIMIT_MAX = 200;

const HISTORY_DATE_MESSAGES = {
  invalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır',
  order: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
} as const;

/** A plant day, 'YYYY-MM-DD' (the plant's calendar, not UTC). */
const ZPlantDay = z.string().refine(isIsoDate, HISTORY_DATE_MESSAGES.invalid);

/** The history's filters: search words, category, analyses created from/to plant days, and the order. */
export const ZHistoryFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: ZReportCategoryFilter.default('all'),
  from: ZPlantDay.optional(),
  to: ZPlantDay.optional(),
  sort: ZReportSort.default('date'),
});

/** 'to' before 'from' is a mistake to report, not an empty list. */
export function refineDateRange<T extends { from?: string | undefined; to?: string | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
): void {
  if (query.from && query.to && query.to < query.from)
    ctx.addIssue({ code: 'custom', message: HISTORY_DATE_MESSAGES.order, path: ['to'] });
}

/** Query string of GET /api/analyses; numbers arrive as text, hence the coercion. */
export const ZListAnalysesQuery = ZHistoryFilterQuery.extend({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
}).superRefine(refineDateRange);
export type TListAnalysesQuery = z.infer<typeof ZListAnalysesQuery>;
