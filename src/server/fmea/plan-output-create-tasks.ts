import type { TUser } from '../../domain/auth/contract';
import { FMEA_TASK_CATEGORY, type TPlanTaskLinks } from '../../domain/fmea/plan-output-contract';
import type { ZCreatePlanTasksRequest } from '../../domain/fmea/plan-output-operations';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { fmeaPlanTasks } from '../db/schema-fmea-plan-tasks';
import { createTask } from '../tasks-kit/create-task';
import { writePlanTaskToLine } from './lines/task-writeback';
import { listPlanTaskLinks } from './plan-output-task-links';
import { pickItems, plannedFmea } from './plan-output-source';

/**
 * POST /api/fmeas/:id/plan/tasks: the confirmed drafts become tasks of work tracking (each through
 * the tasks feature's own use case: activity log, assignee notification) and each is linked to its
 * plan item, all in one transaction: either every task exists with its link, or none does.
 */
export async function createPlanTasks(
  db: Db,
  actor: TUser,
  fmeaId: string,
  request: z.output<typeof ZCreatePlanTasksRequest>,
): Promise<TPlanTaskLinks> {
  const fmea = await plannedFmea(db, fmeaId, actor, 'act');
  const items = pickItems(
    fmea,
    request.tasks.map((t) => t.itemId),
  );
  await db.transaction(async (tx) => {
    for (const [index, { task }] of request.tasks.entries()) {
      const item = items[index];
      if (!item) continue;
      // the category is what marks a task as coming from an FMEA: not the client's to change
      const created = await createTask(tx, actor, { ...task, category: FMEA_TASK_CATEGORY });
      await tx.insert(fmeaPlanTasks).values({
        taskId: created.id,
        fmeaId: fmea.id,
        itemId: item.id,
        rowId: item.rowId,
        createdBy: actor.id,
      });
      await writePlanTaskToLine(tx, actor, fmea.id, item, created);
    }
  });
  return listPlanTaskLinks(db, fmea.id);
}
