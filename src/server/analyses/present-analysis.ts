import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAnalysisListRow, TAnalysisSummary } from '../../domain/analyses/api-contract';
import { analysisPermissions } from '../../domain/analyses/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import {
  ZAnalysisResult,
  ZAnalysisSource,
  ZAnalysisStatus,
  ZDepartment,
  ZProblemCategory,
  ZProcessType,
  ZSeverity,
  type TAnalysis,
} from '../../domain/analyses/contract';
import type { Db } from '../db/database';
import { aiAnalyses, users } from '../db/schema';

// user_id becomes null when an account is removed; the analysis stays, shown under this name.
const REMOVED_USER_ID = '00000000-0000-0000-0000-000000000000';
const REMOVED_USER_NAME = 'Silinmiş kullanıcı';
export const ANALYSIS_NOT_FOUND = 'Analiz bulunamadı';

type AnalysisRow = typeof aiAnalyses.$inferSelect;

/** A stored text column read back as its enum; rows are written by this server, the fallback guards hand edits. */
function oneOf<T extends string>(schema: z.ZodType<T>, value: string, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function author(userId: string | null, userFullName: string | null) {
  return {
    userId: userId ?? REMOVED_USER_ID,
    userFullName: userId === null ? REMOVED_USER_NAME : (userFullName ?? REMOVED_USER_NAME),
  };
}

/**
 * The API's view of a stored analysis (search_text stays internal), with what `viewer` may do with
 * it; a null viewer (a realtime broadcast) may do nothing until the browser recomputes it.
 */
export function presentAnalysis(
  row: AnalysisRow,
  userFullName: string | null,
  viewer: Viewer | null = null,
): TAnalysis {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    customerImpact: row.customerImpact,
    category: oneOf(ZProblemCategory, row.category, 'quality'),
    severity: oneOf(ZSeverity, row.severity, 'medium'),
    department: oneOf(ZDepartment, row.department, 'quality'),
    discoveryDate: row.discoveryDate,
    processType: oneOf(ZProcessType, row.processType, 'auto'),
    analysisResult: ZAnalysisResult.parse(row.analysisResult),
    confidence: row.confidence,
    rating: row.rating,
    status: oneOf(ZAnalysisStatus, row.status, 'completed'),
    ...author(row.userId, userFullName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: analysisPermissions(viewer, row),
  };
}

/** Columns of a list row: the report's headline fields come out of the jsonb, the rest stays there. */
export const summaryColumns = {
  id: aiAnalyses.id,
  title: aiAnalyses.title,
  category: aiAnalyses.category,
  severity: aiAnalyses.severity,
  problemType: sql<string | null>`${aiAnalyses.analysisResult}->>'problemType'`,
  confidence: aiAnalyses.confidence,
  rating: aiAnalyses.rating,
  status: aiAnalyses.status,
  source: sql<string | null>`${aiAnalyses.analysisResult}->>'source'`,
  userId: aiAnalyses.userId,
  userFullName: users.fullName,
  createdAt: aiAnalyses.createdAt,
};

export interface SummaryRow {
  id: string;
  title: string;
  category: string;
  severity: string;
  problemType: string | null;
  confidence: number;
  rating: number;
  status: string;
  source: string | null;
  userId: string | null;
  userFullName: string | null;
  createdAt: Date;
}

/** A history / dashboard row. */
export function presentSummary(row: SummaryRow): TAnalysisSummary {
  return {
    id: row.id,
    title: row.title,
    category: oneOf(ZProblemCategory, row.category, 'quality'),
    severity: oneOf(ZSeverity, row.severity, 'medium'),
    problemType: row.problemType ?? '',
    confidence: row.confidence,
    rating: row.rating,
    status: oneOf(ZAnalysisStatus, row.status, 'completed'),
    source: oneOf(ZAnalysisSource, row.source ?? '', 'engineering_db'),
    ...author(row.userId, row.userFullName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A history row: the summary and what `viewer` may do with it. */
export function presentListRow(row: SummaryRow, viewer: Viewer | null): TAnalysisListRow {
  return { ...presentSummary(row), can: analysisPermissions(viewer, row) };
}

/** One analysis by id as `viewer` sees it, or null. */
export async function getAnalysis(
  db: Db,
  id: string,
  viewer: Viewer | null = null,
): Promise<TAnalysis | null> {
  const [row] = await db
    .select({ analysis: aiAnalyses, userFullName: users.fullName })
    .from(aiAnalyses)
    .leftJoin(users, eq(users.id, aiAnalyses.userId))
    .where(eq(aiAnalyses.id, id))
    .limit(1);
  return row ? presentAnalysis(row.analysis, row.userFullName, viewer) : null;
}
