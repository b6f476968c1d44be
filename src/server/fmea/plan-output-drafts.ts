import type { TPlanTaskDrafts } from '../../domain/fmea/plan-output-contract';
import { taskDraftFields } from '../../domain/fmea/plan-output-task-draft';
import { DEFAULT_ESTIMATED_HOURS } from '../../domain/tasks/contract';
import { zonedDate } from '../../domain/shared/calendar';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { measureRole } from '../../domain/fmea/plan/measure-role';
import { type AssigneeSuggestion, suggestAssignees } from '../tasks-kit/suggest-assignee';
import { lineSourceRows } from './lines/read-lines';
import { pickItems, plannedFmea } from './plan-output-source';

/**
 * POST /api/fmeas/:id/plan/task-drafts: one proposed task per chosen plan item. Nothing is written:
 * the user edits the drafts and confirms. The assignee follows the kind of action through the roles
 * (measure-role.ts), then the item's responsible department, then the workload (the team board's
 * figures); the reason says which decided.
 */
export async function draftPlanTasks(
  db: Db,
  viewer: Viewer,
  fmeaId: string,
  itemIds: readonly string[],
  now = new Date(),
): Promise<TPlanTaskDrafts> {
  const fmea = await plannedFmea(db, fmeaId, viewer, 'act');
  const items = pickItems(fmea, itemIds);
  const today = zonedDate(now);
  const sourceRows = await lineSourceRows(
    db,
    fmeaId,
    items.map((item) => item.rowId),
  );
  // one suggestion per draft: a batch for one department is spread over its least-loaded members
  const roles = items.map((item) => measureRole(item));
  const suggestions = await suggestAssignees(
    db,
    items.map((item) => item.responsibility),
    { hoursPerTask: DEFAULT_ESTIMATED_HOURS, now, roles: roles.map((r) => r.role) },
  );
  return {
    drafts: items.map((item, index) => {
      const suggestion = suggestions[index] ?? null;
      const role = roles[index] ?? measureRole(item);
      return {
        itemId: item.id,
        rowId: item.rowId,
        ...taskDraftFields({ fmea, item, sourceRow: sourceRows.get(item.rowId) ?? null, today }),
        estimatedHours: DEFAULT_ESTIMATED_HOURS,
        assigneeId: suggestion?.userId ?? null,
        assigneeName: suggestion?.fullName ?? null,
        assigneeOpenTasks: suggestion?.openTasks ?? null,
        assigneeWorkload: suggestion?.workloadPercentage ?? null,
        department: item.responsibility,
        suggestedRole: role.role,
        assigneeReason: assigneeReason(role, item.responsibility, suggestion),
      };
    }),
  };
}

/** 'Rol: Kalıp Mühendisi (neden türü: …); bu roldeki en az yüklü kişi: 2 açık görev, iş yükü %40'. */
function assigneeReason(
  role: { role: string; why: string },
  department: string,
  suggestion: AssigneeSuggestion | null,
): string {
  const head = `Rol: ${role.role} (${role.why})`;
  if (!suggestion) return `${head}; bu rolde ve ${department} bölümünde aktif kimse yok`;
  const load = `${suggestion.openTasks} açık görev, iş yükü %${suggestion.workloadPercentage}`;
  return suggestion.basis === 'role'
    ? `${head}; bu roldeki en az yüklü kişi: ${load}`
    : `${head}; bu rolde aktif kimse yok, ${department} bölümünün en az yüklü kişisi: ${load}`;
}
