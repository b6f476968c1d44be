import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded audit document (metadata only: lists and the realtime trigger never touch the bytes).
 * Everyone signed in sees it; its uploader (or a Yönetici) changes or deletes it.
 */
export const auditDocuments = pgTable(
  'audit_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** What the bytes are (magic bytes), whatever the name says. */
    format: text('format').notNull(),
    size: integer('size').notNull(),
    status: text('status').notNull().default('uploaded'),
    sha256: text('sha256').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_documents_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('audit_documents_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Where a document's bytes are: in `content` (PostgreSQL, so every instance reads them; and rows
 * written before issue 21) or in the file `DATA_DIR/documents/<2 hex>/<file_sha256>` on the embedded
 * database, whose bytes must not pass through PGlite's one connection (document-store.ts).
 * Exactly one of the two is set; several rows may name one file (same content, one file).
 */
export const auditDocumentContents = pgTable(
  'audit_document_contents',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => auditDocuments.id, { onDelete: 'cascade' }),
    content: bytea('content'),
    fileSha256: text('file_sha256'),
  },
  (t) => [
    index('audit_document_contents_file_idx')
      .on(t.fileSha256)
      .where(sql`${t.fileSha256} is not null`),
    check('audit_document_contents_one_place', sql`(${t.content} is null) <> (${t.fileSha256} is null)`),
  ],
);

/** An audit and, once done, its report; `documents` is the snapshot of what it read (id, name, type). */
export const audits = pgTable(
  'audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    progress: jsonb('progress'),
    documents: jsonb('documents').notNull(),
    report: jsonb('report'),
    error: text('error'),
    aiReviewed: boolean('ai_reviewed').notNull().default(false),
    /** The headline figures after review (score, level, counts), rewritten by each decision. */
    reviewed: jsonb('reviewed'),
    /** 'Yayınla': from then on the decisions and the score are frozen; null while a draft. */
    publishedAt: timestamptz('published_at'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('audits_created_idx').on(t.createdAt.desc())],
);

/**
 * The background-job queue of audits (one row per audit). An instance claims a due row with
 * `FOR UPDATE SKIP LOCKED` and holds a lease it heart-beats; a row whose lease ran out belongs to a
 * dead instance and is claimed again, so no audit stays 'Analiz Ediliyor' after a crash.
 */
export const auditJobs = pgTable(
  'audit_jobs',
  {
    auditId: uuid('audit_id')
      .primaryKey()
      .references(() => audits.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_jobs_due_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/** Which task a finding became (one finding, one task). */
export const auditFindingTasks = pgTable(
  'audit_finding_tasks',
  {
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    findingId: text('finding_id').notNull(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.findingId] })],
);

/**
 * One row per reviewed finding (issue 22 part 5): two reviewers deciding on two findings write two
 * rows, so neither decision overwrites the other (a JSON array in the audit row would need every
 * writer to read-modify-write it). The last decision on one finding wins. An added finding is a row
 * of its own ('added-…' id) holding the finding.
 */
export const auditFindingReviews = pgTable(
  'audit_finding_reviews',
  {
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    findingId: text('finding_id').notNull(),
    /** accepted | rejected | regraded | added */
    decision: text('decision').notNull(),
    category: text('category'),
    reason: text('reason'),
    finding: jsonb('finding'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.findingId] })],
);

/** The auditor's settings (one row, id 1): rules on/off, thresholds, AI review. */
export const auditSettings = pgTable('audit_settings', {
  id: smallint('id').primaryKey().default(1),
  settings: jsonb('settings').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
