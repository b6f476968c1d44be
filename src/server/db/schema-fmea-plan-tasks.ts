import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks, users } from './schema';
import { fmeas } from './schema-fmea';

/**
 * Which task was made from which plan item: the link back from work tracking to the FMEA row, kept
 * beside the tasks table (the tasks feature stays as it is) and queryable both ways. Deleting the
 * task removes its link; deleting the FMEA removes the links and keeps the tasks (the work is real).
 */
export const fmeaPlanTasks = pgTable(
  'fmea_plan_tasks',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fmeaId: uuid('fmea_id')
      .notNull()
      .references(() => fmeas.id, { onDelete: 'cascade' }),
    /** The plan item's id (ZPlanItem.id) and the FMEA row it answers (ZPlanItem.rowId). */
    itemId: text('item_id').notNull(),
    rowId: text('row_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('fmea_plan_tasks_fmea_idx').on(t.fmeaId, t.itemId)],
);
