import { z } from 'zod';
import { ZAnalysisSource, ZAnalysisStatus, ZConfidence, ZProblemCategory, ZSeverity } from './contract';
import { ZAnalysisCan } from './permissions';

/** A history / dashboard row: what lists show, without the full report. */
const ZAnalysisSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  category: ZProblemCategory,
  severity: ZSeverity,
  problemType: z.string(),
  confidence: ZConfidence,
  rating: z.number().int().min(0).max(5),
  status: ZAnalysisStatus,
  source: ZAnalysisSource,
  userId: z.string(),
  userFullName: z.string(),
  createdAt: z.string(),
});
export type TAnalysisSummary = z.infer<typeof ZAnalysisSummary>;

/** A history row: the summary and what the viewer may do with it. */
const ZAnalysisListRow = ZAnalysisSummary.extend({ can: ZAnalysisCan });
export type TAnalysisListRow = z.infer<typeof ZAnalysisListRow>;

/** GET /api/analyses: one page of the filtered, sorted history and the total that matches. */
export const ZAnalysisList = z.object({ analyses: z.array(ZAnalysisListRow), total: z.number().int() });
export type TAnalysisList = z.infer<typeof ZAnalysisList>;

/** GET /api/analyses/stats: the 8D dashboard, computed from the database. */
export const ZAnalysisStats = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  /** Average of the ratings given (1-5); null while nothing is rated. */
  averageRating: z.number().nullable(),
  ratedCount: z.number().int(),
  /** 'Mühendislik veritabanı eşleşmesi' = average confidence. */
  averageConfidence: z.number().nullable(),
  /** 'Teknik doğruluk' = average confidence + 5, at most 100 (spec). */
  technicalAccuracy: z.number().nullable(),
  /** The five latest analyses. */
  latest: z.array(ZAnalysisSummary),
  /** Analyses per production domain of the matched knowledge entry, plus 'Diğer' for no match. */
  categories: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export type TAnalysisStats = z.infer<typeof ZAnalysisStats>;

/** One plant week (Monday-start) of the 8D dashboard's trend. */
const ZAnalysisTrendWeek = z.object({
  weekStart: z.string().describe('Monday, YYYY-MM-DD in the plant time zone'),
  total: z.number().int(),
  byCategory: z.record(ZProblemCategory, z.number().int()),
  /** Average of the ratings given that week (1-5, one decimal); null when none was rated. */
  averageRating: z.number().nullable(),
  ratedCount: z.number().int(),
});

/** GET /api/analyses/trends?weeks=: analyses per week by problem category and average rating, oldest first. */
export const ZAnalysisTrends = z.object({ weeks: z.array(ZAnalysisTrendWeek), today: z.string() });
export type TAnalysisTrends = z.infer<typeof ZAnalysisTrends>;
