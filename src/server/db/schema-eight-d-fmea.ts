import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aiAnalyses, users } from './schema';
import { fmeas } from './schema-fmea';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** D8 of an 8D report: who closed it and when, and the FMEA and operation it concerns (issue 23 §7). */
export const eightDClosures = pgTable('eight_d_closures', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => aiAnalyses.id, { onDelete: 'cascade' }),
  closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closedAt: timestamptz('closed_at').notNull().defaultNow(),
  fmeaId: uuid('fmea_id').references(() => fmeas.id, { onDelete: 'set null' }),
  operation: text('operation').notNull().default(''),
});

/**
 * A change a closed 8D proposes for a PFMEA (a new cause or control, revised O/D, a new line), until the
 * FMEA's owner accepts or rejects it. Linked both ways: the proposal names the 8D and the line; the line's
 * history (source '8d') names the proposal.
 */
export const fmeaChangeProposals = pgTable(
  'fmea_change_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => aiAnalyses.id, { onDelete: 'cascade' }),
    fmeaId: uuid('fmea_id')
      .notNull()
      .references(() => fmeas.id, { onDelete: 'cascade' }),
    lineId: text('line_id'),
    lineLabel: text('line_label').notNull().default(''),
    change: jsonb('change').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Order within one closure's proposals (they share the transaction's time). */
    ordinal: integer('ordinal').notNull().default(0),
  },
  (t) => [
    index('fmea_change_proposals_analysis_idx').on(t.analysisId, t.createdAt),
    index('fmea_change_proposals_fmea_idx').on(t.fmeaId, t.status),
  ],
);
