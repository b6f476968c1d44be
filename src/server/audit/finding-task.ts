import { and, eq } from 'drizzle-orm';
import {
  AUDIT_API_MESSAGES,
  type TCreateFindingTaskRequest,
  type TFindingTaskDraft,
} from '../../domain/audit/api-contract';
import type { TFinding } from '../../domain/audit/contract';
import { AUDIT_REPORT_TEXT, fillReportText, findingRowsText } from '../../domain/audit/report-text';
import { DOCUMENT_TYPE_LABELS } from '../../domain/audit/labels';
import type { TUser } from '../../domain/auth/contract';
import type { TTask, TTaskPriority } from '../../domain/tasks/contract';
import { addDays, zonedDate } from '../../domain/shared/calendar';
import { foldTurkish } from '../../domain/shared/turkish-text';
import type { Db } from '../db/database';
import { auditFindingTasks, audits } from '../db/schema-audit';
import { AppError, badRequest, notFound } from '../http/app-error';
import { createTask } from '../tasks-kit/create-task';
import { teamWorkload } from '../tasks-kit/team-workload';
import { storedReport } from './present-audit';

/** Days to the due date by the finding's priority: a major gap is closed within a week. */
const DUE_IN_DAYS: Record<TTaskPriority, number> = { critical: 3, high: 7, medium: 14, low: 30 };
const FINDING_TASK_CATEGORY = 'IATF Denetimi';

async function findingOf(db: Db, auditId: string, findingId: string): Promise<TFinding> {
  const [row] = await db
    .select({ status: audits.status, report: audits.report })
    .from(audits)
    .where(eq(audits.id, auditId));
  if (!row) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
  const report = row.status === 'done' ? storedReport(row.report) : null;
  if (!report) throw new AppError(409, 'report_not_ready', AUDIT_API_MESSAGES.reportNotReady);
  const finding = report.findings.find((f) => f.id === findingId);
  if (!finding) throw notFound(AUDIT_API_MESSAGES.findingNotFound);
  return finding;
}

/**
 * The least-loaded person by the work-tracking workload (open hours against capacity, then open
 * tasks), preferring the quality department when it has anyone: an audit finding is quality work.
 */
async function suggestAssignee(db: Db): Promise<{ id: string; fullName: string } | null> {
  const { members } = await teamWorkload(db);
  if (members.length === 0) return null;
  const quality = members.filter((m) => /kalite|quality/.test(foldTurkish(m.department)));
  const pool = quality.length > 0 ? quality : members;
  const [best] = [...pool].sort(
    (a, b) =>
      a.workloadPercentage - b.workloadPercentage ||
      a.openTasks - b.openTasks ||
      a.fullName.localeCompare(b.fullName, 'tr-TR'),
  );
  return best ? { id: best.userId, fullName: best.fullName } : null;
}

function draftOf(finding: TFinding, assignee: { id: string; fullName: string } | null): TFindingTaskDraft {
  const where = [
    finding.evidence.file,
    finding.evidence.sheetOrPage,
    finding.evidence.row ? `satır ${finding.evidence.row}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  // A grouped finding's rows say what to fix where (a linkage finding's stand in the other document).
  const rows = finding.rows ?? [];
  const onlyEvidence =
    rows.length === 1 && rows[0]?.file === finding.evidence.file && rows[0]?.row === finding.evidence.row;
  const text = AUDIT_REPORT_TEXT.tr;
  const description = [
    finding.description,
    where ? `Kanıt: ${where}${finding.evidence.cellText ? ` — "${finding.evidence.cellText}"` : ''}` : '',
    rows.length > 0 && !onlyEvidence
      ? `${fillReportText(text.rows, { count: rows.length })}: ${findingRowsText(finding, text)}`
      : '',
    finding.recommendation ? `Öneri: ${finding.recommendation}` : '',
    `IATF 16949 madde ${finding.iatfClause} · ${DOCUMENT_TYPE_LABELS[finding.documentType]}`,
  ]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, 5000);
  return {
    title: finding.title.slice(0, 200),
    description,
    priority: finding.priority,
    dueDate: addDays(zonedDate(new Date()), DUE_IN_DAYS[finding.priority]),
    category: FINDING_TASK_CATEGORY,
    tags: ['IATF', finding.iatfClause],
    assigneeId: assignee?.id ?? null,
    assigneeName: assignee?.fullName ?? null,
  };
}

/** The task a finding would become, with the assignee suggested by workload. */
export async function findingTaskDraft(
  db: Db,
  auditId: string,
  findingId: string,
): Promise<TFindingTaskDraft> {
  const finding = await findingOf(db, auditId, findingId);
  return draftOf(finding, await suggestAssignee(db));
}

/**
 * Turns a finding into a work-tracking task (notification, activity, realtime as any task) and
 * remembers the link; a finding becomes one task at most (409 on a second try).
 */
export async function createFindingTask(
  db: Db,
  actor: TUser,
  auditId: string,
  findingId: string,
  overrides: NonNullable<TCreateFindingTaskRequest> = {},
): Promise<TTask> {
  const finding = await findingOf(db, auditId, findingId);
  const draft = draftOf(finding, overrides.assigneeId ? null : await suggestAssignee(db));
  const assigneeId = overrides.assigneeId ?? draft.assigneeId;
  if (!assigneeId) throw badRequest('Görevi atayacak kullanıcı bulunamadı', 'assigneeId');
  return db.transaction(async (tx) => {
    // The audit row is the lock: two clicks at once make one task, the second gets 409.
    await tx.select({ id: audits.id }).from(audits).where(eq(audits.id, auditId)).for('update');
    const [existing] = await tx
      .select({ taskId: auditFindingTasks.taskId })
      .from(auditFindingTasks)
      .where(and(eq(auditFindingTasks.auditId, auditId), eq(auditFindingTasks.findingId, findingId)));
    if (existing) throw new AppError(409, 'task_exists', AUDIT_API_MESSAGES.taskExists);
    const task = await createTask(tx as unknown as Db, actor, {
      title: overrides.title ?? draft.title,
      description: draft.description,
      assigneeId,
      dueDate: overrides.dueDate ?? draft.dueDate,
      priority: draft.priority,
      category: draft.category,
      tags: draft.tags,
      estimatedHours: 8,
    });
    await tx.insert(auditFindingTasks).values({ auditId, findingId, taskId: task.id });
    return task;
  });
}
