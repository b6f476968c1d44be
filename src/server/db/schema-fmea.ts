import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Reverse FMEA: one row per stored FMEA, without its rows. Lists, realtime events (trigger in the
 * migration) and permission checks read only this small row; the rows and the plan live in
 * `fmea_lines` and `fmea_contents`, so a 10 000-row FMEA is never copied into a NOTIFY or a list page.
 */
export const fmeas = pgTable(
  'fmeas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    partOrProcess: text('part_or_process').notNull().default(''),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    sourceFileName: text('source_file_name'),
    rowCount: integer('row_count').notNull(),
    planItemCount: integer('plan_item_count'),
    planGeneratedAt: timestampColumn('plan_generated_at'),
    // When the rows last changed: a plan older than this is stale.
    rowsUpdatedAt: timestampColumn('rows_updated_at').notNull().defaultNow(),
    // Turkish-folded name + part/process + file name: what the list search matches against.
    searchText: text('search_text').notNull().default(''),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    // Bumped by every edit (PATCH), not by a plan: an edit names the version it started from, and a
    // stale one is refused (409) instead of silently overwriting someone else's change.
    version: integer('version').notNull().default(1),
    /**
     * False while a new FMEA's lines are still being written, a batch per short transaction (so one
     * 20 000-line import never holds the embedded database for seconds): nobody sees it until the last
     * batch is in; one a crash left unfinished is removed at the next start (it was never acknowledged).
     */
    ready: boolean('ready').notNull().default(true),
  },
  // Ascending: the list's ORDER BY updated_at DESC, id DESC reads them backwards.
  (t) => [
    index('fmeas_updated_idx').on(t.updatedAt, t.id),
    index('fmeas_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
  ],
);

/** The last plan and control-plan draft of an FMEA (its lines are rows of `fmea_lines`, the plan's items of `fmea_plan_items`). */
export const fmeaContents = pgTable('fmea_contents', {
  fmeaId: uuid('fmea_id')
    .primaryKey()
    .references(() => fmeas.id, { onDelete: 'cascade' }),
  // The generation of `fmea_plan_items` the FMEA shows (the last POST /api/fmeas/:id/plan); null before.
  planId: uuid('plan_id'),
  // What the plan shows without its items (PlanFigures: counts, excluded rows…): opening an FMEA reads only this.
  planFigures: jsonb('plan_figures'),
  // The edited control-plan draft (issue 23 §8: {basedOnVersion, rows}); null: generated on demand.
  controlPlan: jsonb('control_plan'),
});

/** The organisation's FMEA rule settings: one row (id 1); absent until a Yönetici saves. */
export const fmeaSettings = pgTable('fmea_settings', {
  id: integer('id').primaryKey().default(1),
  // 5 × 5 cells of four H/M/L letters (src/domain/fmea/plan/ap-table.ts).
  apCells: jsonb('ap_cells').notNull(),
  rpnRed: integer('rpn_red').notNull().default(150),
  rpnYellow: integer('rpn_yellow').notNull().default(100),
  daysHigh: integer('days_high').notNull().default(30),
  daysMedium: integer('days_medium').notNull().default(60),
  daysLow: integer('days_low').notNull().default(90),
  updatedAt: timestampColumn('updated_at')
    .notNull()
    .default(sql`now()`),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
