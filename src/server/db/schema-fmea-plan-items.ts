import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TPlanItem } from '../../domain/fmea/contract';
import { fmeas } from './schema-fmea';

/**
 * The items of FMEA plans, one row each (issue 21 §2): a plan is written a batch of items per short
 * statement and read a page at a time, so an 11 000-item plan is never one ~15 MB value the embedded
 * database writes or reads on the event loop's thread. `plan_id` is one generation of a plan: the FMEA
 * shows the generation `fmea_contents.plan_id` names, switched in one short transaction once all its
 * items are in, so a plan cut short (crash, error) is never seen; superseded generations are removed
 * after the switch, a batch at a time.
 */
export const fmeaPlanItems = pgTable(
  'fmea_plan_items',
  {
    planId: uuid('plan_id').notNull(),
    /** 0-based place in the plan: highest risk first, as the rules ordered the items. */
    ord: integer('ord').notNull(),
    fmeaId: uuid('fmea_id')
      .notNull()
      .references(() => fmeas.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    priority: text('priority').notNull(),
    /** The item as the API presents it (ZPlanItem). */
    item: jsonb('item').$type<TPlanItem>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.ord] }),
    index('fmea_plan_items_priority_idx').on(t.planId, t.priority, t.ord),
    index('fmea_plan_items_item_idx').on(t.planId, t.itemId),
    index('fmea_plan_items_fmea_idx').on(t.fmeaId, t.createdAt),
  ],
);
