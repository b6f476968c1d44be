import { and, eq, inArray, ne, or, isNull, sql } from 'drizzle-orm';
import { dueDatesWithin } from '../../domain/tasks/work-calendar';
import type { Db } from '../db/database';
import { notifications, tasks, userPreferences } from '../db/schema';

const DEADLINE_WINDOW_HOURS = 24;
const DEADLINE_JOB_INTERVAL_MS = 5 * 60_000;
// The first scan waits for start-up (migrations, seeding) to finish; it is not a simulated delay.
const FIRST_SCAN_AFTER_MS = 1_000;

/**
 * Notifies each assignee once about an open task whose deadline (end of its due day, Istanbul time)
 * is within 24 hours. One INSERT … SELECT … ON CONFLICT DO NOTHING on the (user_id, dedupe_key)
 * unique index, so several server instances running it at once still create a single row; a new
 * due date gives a new key (and a new reminder). Returns how many notifications were created.
 * @internal
 */
export async function runDeadlineJob(db: Db, now: Date = new Date()): Promise<number> {
  const dates = dueDatesWithin(now, DEADLINE_WINDOW_HOURS);
  if (dates.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .select(
      db
        // Insert-select needs every column, in the table's order.
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: tasks.assigneeId,
          type: sql<'deadline_approaching'>`'deadline_approaching'`.as('type'),
          message:
            sql<string>`'"' || ${tasks.title} || '" görevinin bitiş tarihi yaklaşıyor (' || to_char(${tasks.dueDate}, 'DD.MM.YYYY') || ')'`.as(
              'message',
            ),
          read: sql<boolean>`false`.as('read'),
          link: sql<string>`'/work/tasks?task=' || ${tasks.id}`.as('link'),
          dedupeKey: sql<string>`'deadline:' || ${tasks.id} || ':' || ${tasks.dueDate}`.as('dedupe_key'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(tasks)
        .leftJoin(userPreferences, eq(userPreferences.userId, tasks.assigneeId))
        .where(
          and(
            ne(tasks.status, 'completed'),
            inArray(tasks.dueDate, dates),
            or(isNull(userPreferences.notificationsEnabled), eq(userPreferences.notificationsEnabled, true)),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}

/** Runs the job now and every 5 minutes; the timer never keeps the process alive. Returns a stop function. */
export function startDeadlineJob(db: Db, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDeadlineJob(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, FIRST_SCAN_AFTER_MS);
  first.unref();
  const timer = setInterval(tick, DEADLINE_JOB_INTERVAL_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
