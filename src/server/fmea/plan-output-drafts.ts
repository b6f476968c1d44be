import type { TPlanTaskDrafts } from '../../domain/fmea/plan-output-contract';
import { taskDraftFields } from '../../domain/fmea/plan-output-task-draft';
import { DEFAULT_ESTIMATED_HOURS } from '../../domain/tasks/contract';
import { zonedDate } from '../../domain/tasks/work-calendar';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { suggestAssignees } from '../team/suggest-assignee';
import { pickItems, plannedFmea } from './plan-output-source';

/**
 * POST /api/fmeas/:id/plan/task-drafts: one proposed task per chosen plan item. Nothing is written:
 * the user edits the drafts and confirms. The assignee is the least-loaded active user of the item's
 * responsible department (the team workload board's figures).
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
  // one suggestion per draft: a batch for one department is spread over its least-loaded members
  const suggestions = await suggestAssignees(
    db,
    items.map((item) => item.responsibility),
    { hoursPerTask: DEFAULT_ESTIMATED_HOURS, now },
  );
  return {
    drafts: items.map((item, index) => {
      const suggestion = suggestions[index] ?? null;
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
      };
    }),
  };
}
