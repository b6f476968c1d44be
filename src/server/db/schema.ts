import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  jsonb,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    // tr-TR lower case of the username: 'İsmail' and 'ismail' collide, as a Turkish user expects.
    usernameKey: text('username_key').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    department: text('department').notNull().default('Genel'),
    position: text('position').notNull().default(''),
    role: text('role').notNull().default('Kullanıcı'),
    // A deactivated account cannot sign in and has no sessions; its records keep its name.
    active: boolean('active').notNull().default(true),
    // False while a self-registered account awaits a Yönetici (SIGNUP=approval); sign-up always sets
    // it explicitly. The default approves the accounts that existed before the policy, and those an
    // operator creates on purpose (demo seed, tests).
    approved: boolean('approved').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_username_key_uq').on(t.usernameKey)],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the cookie token: a leaked table does not give usable cookies.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Idle timeout: touched at most once per session-cache period, not on every request.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Shown on the account screen's session list so a user recognises their devices.
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Counters for login and sign-up throttling, shared by every instance. One row per (scope, key), e.g.
 * ('login_pair', '<usernameKey>|<ip>'); updated with one atomic upsert so concurrent requests cannot
 * all slip through between a check and its record.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('throttle_counters_last_hit_idx').on(t.lastHitAt)],
);

/**
 * Browsers where a user has signed in successfully (OWASP "device cookies"): login attempts from
 * them are not held back by failures that an attacker elsewhere caused. Only the token's hash is kept.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** One row per open WebSocket, heart-beaten by its server instance; presence = distinct users here. */
export const presenceConnections = pgTable(
  'presence_connections',
  {
    id: uuid('id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('presence_last_seen_idx').on(t.lastSeenAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['task_completed', 'task_update', 'new_task', 'deadline_approaching', 'other'],
    }).notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    // The screen the notification points to (e.g. '/work/tasks?task=…'); null when there is none.
    link: text('link'),
    // Makes periodic producers idempotent across instances (e.g. 'deadline:<taskId>').
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    // Likes carried over from before this platform (seeded samples); real likes are rows below.
    baseLikes: integer('base_likes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('suggestions_created_idx').on(t.createdAt)],
);

export const suggestionLikes = pgTable(
  'suggestion_likes',
  {
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => suggestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] })],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language', { enum: ['tr', 'en', 'de', 'fr'] })
    .notNull()
    .default('tr'),
  autoSave: boolean('auto_save').notNull().default(true),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Organisation-wide settings: a single row (id = 1), changed by Yönetici only. */
export const orgSettings = pgTable('org_settings', {
  id: integer('id').primaryKey().default(1),
  aiProvider: text('ai_provider', {
    enum: ['openai', 'claude', 'gemini', 'grok', 'engineering_db', 'openai_compatible'],
  })
    .notNull()
    .default('engineering_db'),
  // Secret: read only by the server's AI client, never presented to a browser.
  apiKey: text('api_key').notNull().default(''),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  analysisDepth: text('analysis_depth', { enum: ['quick', 'standard', 'detailed'] })
    .notNull()
    .default('detailed'),
  confidenceThreshold: integer('confidence_threshold').notNull().default(75),
  weeklyCapacityHours: integer('weekly_capacity_hours').notNull().default(40),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** 8D problem analyses (spec: ai_analyses). `analysis_result` holds the report as the API presents it. */
export const aiAnalyses = pgTable(
  'ai_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    customerImpact: text('customer_impact').notNull().default(''),
    category: text('category').notNull(),
    severity: text('severity').notNull(),
    department: text('department').notNull(),
    discoveryDate: date('discovery_date', { mode: 'string' }).notNull(),
    processType: text('process_type').notNull().default('auto'),
    analysisResult: jsonb('analysis_result').notNull(),
    confidence: integer('confidence').notNull(),
    rating: integer('rating').notNull().default(0),
    status: text('status', { enum: ['completed', 'in_progress'] })
      .notNull()
      .default('completed'),
    // Turkish-folded title + description + problem type: what history search matches against.
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_analyses_created_idx').on(t.createdAt),
    index('ai_analyses_user_idx').on(t.userId),
    index('ai_analyses_rating_idx').on(t.rating, t.createdAt),
    index('ai_analyses_confidence_idx').on(t.confidence, t.createdAt),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'critical'] })
      .notNull()
      .default('medium'),
    status: text('status', { enum: ['todo', 'in_progress', 'review', 'completed'] })
      .notNull()
      .default('todo'),
    category: text('category').notNull().default('Genel'),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(8),
    completedHours: doublePrecision('completed_hours').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // Set when the task reaches 'completed' (efficiency = completed on or before the due date).
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    // Folded (foldTurkish) title, description, category, '#tags' and the assignee's name; written by
    // the task writers and refreshed when the assignee renames themself.
    searchText: text('search_text').notNull().default(''),
    // 0 = critical … 3 = low: the priority order as a column, so the 'priority' sort is one ascending
    // row comparison on one index (keyset paging).
    priorityOrder: smallint('priority_order')
      .notNull()
      .generatedAlwaysAs(
        sql`case priority when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_assignee_idx').on(t.assigneeId, t.status),
    index('tasks_status_idx').on(t.status, t.dueDate),
    // One index per list order (keyset paging walks it; newest also serves created_at ranges), and the
    // two personal views in newest order.
    index('tasks_newest_idx').on(t.createdAt, t.id),
    index('tasks_due_order_idx').on(t.dueDate, t.createdAt, t.id),
    index('tasks_priority_order_idx').on(t.priorityOrder, t.dueDate, t.createdAt, t.id),
    index('tasks_assignee_newest_idx').on(t.assigneeId, t.createdAt, t.id),
    index('tasks_creator_newest_idx').on(t.createdBy, t.createdAt, t.id),
    // Substring search on the folded text: pg_trgm answers LIKE '%word%' from the index.
    index('tasks_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Dashboard aggregates kept by the statement triggers of migration 0007 in the writer's own
 * transaction, so the work dashboard and 'Ekip Yoğunluğu' read a few hundred rows, not every task.
 * One row per (assignee, status); `overdue` is as of `task_counter_state.overdue_day`.
 */
export const taskCounters = pgTable(
  'task_counters',
  {
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['todo', 'in_progress', 'review', 'completed'] }).notNull(),
    tasks: integer('tasks').notNull().default(0),
    overdue: integer('overdue').notNull().default(0),
    // numeric: sums kept by + and − over years of hour logs must not drift like floating point.
    remainingHours: numeric('remaining_hours').notNull().default('0'),
    onTime: integer('on_time').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assigneeId, t.status] })],
);

/** One row (id 1): the plant zone the day-based counters were computed in and the overdue counters' day. */
export const taskCounterState = pgTable('task_counter_state', {
  id: integer('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
  overdueDay: date('overdue_day', { mode: 'string' }),
});

/** Tasks created and completed per plant day: the weekly trend and this week's completions. */
export const taskDailyCounts = pgTable('task_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  created: integer('created').notNull().default(0),
  completed: integer('completed').notNull().default(0),
});

/**
 * Tasks per (due date, plant day of completion; 'infinity' while not completed): overdue on any past
 * day D is the sum over due < D and done ≥ D, whatever the number of tasks.
 */
export const taskDueCounts = pgTable(
  'task_due_counts',
  {
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    doneDay: date('done_day', { mode: 'string' }).notNull(),
    tasks: integer('tasks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dueDate, t.doneDay] })],
);

/** Who did what to which task, when: the work dashboard's 'recent activities'. */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept after the task is deleted, so the log stays complete.
    taskId: uuid('task_id'),
    taskTitle: text('task_title').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['created', 'updated', 'status_changed', 'hours_logged', 'assigned', 'deleted'],
    }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('task_activity_created_idx').on(t.createdAt), index('task_activity_task_idx').on(t.taskId)],
);

/** Saved Cp/Cpk studies: the measurements and the result computed from them. */
export const capabilityStudies = pgTable(
  'capability_studies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    partNumber: text('part_number').notNull().default(''),
    characteristic: text('characteristic').notNull().default(''),
    nominal: doublePrecision('nominal').notNull(),
    upperTolerance: doublePrecision('upper_tolerance').notNull(),
    lowerTolerance: doublePrecision('lower_tolerance').notNull(),
    values: jsonb('values').$type<number[]>().notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('capability_studies_created_idx').on(t.createdAt)],
);

/**
 * The organisation's profile (single row, id = 1, Yönetici only): shown in the header, the PDFs and
 * exported files. Empty strings mean "not set": the time zone then falls back to PLANT_TIME_ZONE.
 */
export const orgProfile = pgTable('org_profile', {
  id: integer('id').primaryKey().default(1),
  plantName: text('plant_name').notNull().default(''),
  timeZone: text('time_zone').notNull().default(''),
  // The checked (PNG) or sanitised (SVG) logo, base64; '' = none. At most 512 KB before encoding.
  logoData: text('logo_data').notNull().default(''),
  logoType: text('logo_type', { enum: ['', 'image/png', 'image/svg+xml'] })
    .notNull()
    .default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
