import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tasks, users } from './schema';
import { fmeas } from './schema-fmea';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The lines of a stored FMEA, one row each (issue 23 §1, issue 21 §2): a line is edited, versioned and
 * paged on its own, so a 20 000-line FMEA is never one JSON value read or written whole.
 *
 * The descriptive texts a file brings (step, failure, effects, cause, controls, special class, control-plan
 * columns…) stay together in `content` (they are only shown); what is queried, sorted, edited on its own
 * or tracked is a column: the ratings, the action (AIAG-VDA step 6) and the revised ratings.
 * `ap`, `revised_ap` and `risk_key` are written by one SQL statement (fmea_line_risk_sql in migration
 * 0022, see line-risk-sql.ts) from the organisation's AP table, so they follow a change of that table.
 */
export const fmeaLines = pgTable(
  'fmea_lines',
  {
    fmeaId: uuid('fmea_id')
      .notNull()
      .references(() => fmeas.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Order in the file / manual table (0-based). */
    position: integer('position').notNull(),
    content: jsonb('content').notNull(),
    severity: smallint('severity').notNull(),
    occurrence: smallint('occurrence'),
    detection: smallint('detection'),
    ap: text('ap'),
    recommendedAction: text('recommended_action').notNull().default(''),
    responsible: text('responsible').notNull().default(''),
    targetDate: text('target_date').notNull().default(''),
    actionStatus: text('action_status').notNull().default('none'),
    actionTaken: text('action_taken').notNull().default(''),
    completionDate: text('completion_date').notNull().default(''),
    /** The task made from this line's plan item (the last one), if any. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    revisedSeverity: smallint('revised_severity'),
    revisedOccurrence: smallint('revised_occurrence'),
    revisedDetection: smallint('revised_detection'),
    revisedAp: text('revised_ap'),
    /** Revised ratings the task's assignee proposed, waiting for the owner: {severity, occurrence, detection, byId, byName, at, note}. */
    proposal: jsonb('proposal'),
    /** Riskiest first: current AP, then severity, then RPN (see line-risk-sql.ts). */
    riskKey: integer('risk_key').notNull().default(0),
    /** Turkish-folded step + failure + cause: what the worksheet search matches. */
    searchText: text('search_text').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.fmeaId, t.id] }),
    index('fmea_lines_position_idx').on(t.fmeaId, t.position),
    index('fmea_lines_risk_idx').on(t.fmeaId, t.riskKey, t.position),
    index('fmea_lines_task_idx').on(t.taskId),
  ],
);

/** Every change to a line: who, when, from where, and each field before → after. */
export const fmeaLineChanges = pgTable(
  'fmea_line_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fmeaId: uuid('fmea_id')
      .notNull()
      .references(() => fmeas.id, { onDelete: 'cascade' }),
    lineId: text('line_id').notNull(),
    /** 'edit' (a person on the worksheet), 'fmea' (the whole FMEA saved), 'task', 'proposal', '8d'. */
    source: text('source').notNull(),
    /** [{field, before, after}] */
    fields: jsonb('fields').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('fmea_line_changes_line_idx').on(t.fmeaId, t.lineId, t.id)],
);
