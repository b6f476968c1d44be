import { desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ZAuditDocumentRef,
  ZAuditStatus,
  type TAudit,
  type TAuditList,
  type TAuditSummary,
} from '../../domain/audit/api-contract';
import { ZAuditProgress, ZAuditReport, type TAuditReport } from '../../domain/audit/contract';
import { withAuditPermissions } from '../../domain/audit/permissions';
import { applyReview } from '../../domain/audit/review';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { auditFindingTasks, audits } from '../db/schema-audit';
import { loadDecisions } from './review-decisions';

const headColumns = {
  id: audits.id,
  status: audits.status,
  progress: audits.progress,
  documents: audits.documents,
  userId: audits.userId,
  userFullName: users.fullName,
  createdAt: audits.createdAt,
  startedAt: audits.startedAt,
  finishedAt: audits.finishedAt,
  error: audits.error,
  aiReviewed: audits.aiReviewed,
  publishedAt: audits.publishedAt,
};

type HeadRow = {
  id: string;
  status: string;
  progress: unknown;
  documents: unknown;
  userId: string | null;
  userFullName: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
  aiReviewed: boolean;
  publishedAt: Date | null;
};

function presentHead(row: HeadRow, viewer: Viewer | null): Omit<TAudit, 'report' | 'findingTasks'> {
  // The head has no report: `can` on the findings is added with the report (getAudit).
  const status = ZAuditStatus.catch('failed').parse(row.status);
  const progress = ZAuditProgress.nullable()
    .catch(null)
    .parse(row.progress ?? null);
  return withAuditPermissions(viewer, {
    id: row.id,
    status,
    stage: status === 'running' && progress?.state === 'running' ? progress.stage : null,
    progress,
    documents: ZAuditDocumentRef.array().catch([]).parse(row.documents),
    userId: row.userId,
    userFullName: row.userFullName ?? '',
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    aiReviewed: row.aiReviewed,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    can: { delete: false, createTask: false, review: false, publish: false },
  });
}

/** The stored report, read back through its schema (a row written by an older version stays readable). */
export function storedReport(value: unknown): TAuditReport | null {
  const parsed = ZAuditReport.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** One audit with its report after review and the tasks made from its findings; null when absent. */
export async function getAudit(db: Db, id: string, viewer: Viewer | null): Promise<TAudit | null> {
  const publisher = alias(users, 'publisher');
  const [row] = await db
    .select({ ...headColumns, report: audits.report, publishedByName: publisher.fullName })
    .from(audits)
    .leftJoin(users, eq(users.id, audits.userId))
    .leftJoin(publisher, eq(publisher.id, audits.publishedBy))
    .where(eq(audits.id, id));
  if (!row) return null;
  const tasks = await db
    .select({ findingId: auditFindingTasks.findingId, taskId: auditFindingTasks.taskId })
    .from(auditFindingTasks)
    .where(eq(auditFindingTasks.auditId, id));
  const stored = row.status === 'done' ? storedReport(row.report) : null;
  const report = stored
    ? applyReview(stored, await loadDecisions(db, id), {
        publishedAt: row.publishedAt?.toISOString() ?? null,
        publishedByName: row.publishedAt ? (row.publishedByName ?? '') : null,
      })
    : null;
  return withAuditPermissions(viewer, {
    ...presentHead(row, viewer),
    report,
    findingTasks: Object.fromEntries(tasks.map((t) => [t.findingId, t.taskId])),
  });
}

/** A realtime row: the audit without its findings (a stage change must stay a small event). */
export async function getAuditSummary(
  db: Db,
  id: string,
  viewer: Viewer | null,
): Promise<TAuditSummary | null> {
  const page = await summaries(db, viewer, eq(audits.id, id), 1);
  return page[0] ?? null;
}

// The headline figures straight from the jsonb: a history page never reads the findings.
// The reviewed figures once a decision was taken, the engine's before.
const figure = (key: string) =>
  sql<number | null>`(coalesce(${audits.reviewed}, ${audits.report})->>${key})::int`;
const figureColumns = {
  overallScore: figure('overallScore'),
  totalFindings: figure('totalFindings'),
  majorFindings: figure('majorFindings'),
  minorFindings: figure('minorFindings'),
  complianceLevel: sql<string | null>`coalesce(${audits.reviewed}, ${audits.report})->>'complianceLevel'`,
};

async function summaries(db: Db, viewer: Viewer | null, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({ ...headColumns, ...figureColumns })
    .from(audits)
    .leftJoin(users, eq(users.id, audits.userId))
    .where(where)
    .orderBy(desc(audits.createdAt), desc(audits.id))
    .limit(limit);
  return rows.map((row): TAuditSummary => {
    const done = row.status === 'done';
    const number = (value: number | null) => (done && value !== null ? Number(value) : null);
    return {
      ...presentHead(row, viewer),
      overallScore: number(row.overallScore),
      complianceLevel: done
        ? ZAuditReport.shape.complianceLevel.nullable().catch(null).parse(row.complianceLevel)
        : null,
      totalFindings: number(row.totalFindings),
      majorFindings: number(row.majorFindings),
      minorFindings: number(row.minorFindings),
    };
  });
}

/** History, newest first, one keyset page (`before` = the last row's createdAt). */
export async function listAudits(
  db: Db,
  viewer: Viewer,
  query: { limit: number; before?: string },
): Promise<TAuditList> {
  const before = query.before ? new Date(query.before) : null;
  const rows = await summaries(
    db,
    viewer,
    before ? lt(audits.createdAt, before) : undefined,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  return {
    audits: page,
    nextBefore: rows.length > query.limit ? (page[page.length - 1]?.createdAt ?? null) : null,
  };
}
