import type { TPlanTaskDrafts } from '../../domain/fmea/plan-output-contract';
import { taskDraftFields } from '../../domain/fmea/plan-output-task-draft';
import { DEFAULT_ESTIMATED_HOURS } from '../../domain/tasks/contract';
import { zonedDate } from '../../domain/tasks/work-calendar';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { suggestAssignee } from '../team/suggest-assignee';
import { pickItems, plannedFmea } from './plan-output-source';

/**
 * POST /api/fmeas/:id/plan/task-drafts: one proposed task per chosen plan item. Nothing is written:
 * the user edits the drafts and confirms. The assignee is the least-loaded active user of the item's
 * responsible department (team workload), asked once per department.
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
  const sourceRows = new Map(fmea.rows.map((row) => [row.id, row.sourceRow]));
  const suggestions = new Map<string, Awaited<ReturnType<typeof suggestAssignee>>>();
  for (const department of new Set(items.map((item) => item.responsibility))) {
    suggestions.set(department, await suggestAssignee(db, department, now));
  }
  return {
    drafts: items.map((item) => {
      const suggestion = suggestions.get(item.responsibility) ?? null;
      return {
        itemId: item.id,
        rowId: item.rowId,
        ...taskDraftFields({ fmea, item, sourceRow: sourceRows.get(item.rowId) ?? null, today }),
        estimatedHours: DEFAULT_ESTIMATED_HOURS,
        assigneeId: suggestion?.userId ?? null,
        assigneeName: suggestion?.fullName ?? null,
        assigneeOpenTasks: suggestion?.openTasks ?? null,
        department: item.responsibility,
      };
    }),
  };
}
