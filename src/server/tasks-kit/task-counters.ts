import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { taskCounterState, taskCounters, users } from '../db/schema';

/**
 * The dashboards read task_counters, kept by the triggers of migration 0007 (one row per assignee and
 * status), instead of grouping every task per request: the cost follows the number of users.
 */

/** Recomputes the plant-day counters when this instance's PLANT_TIME_ZONE differs from the stored one. */
export async function syncCounterZone(db: Db, timeZone: string): Promise<void> {
  await db.execute(sql`select task_counters_set_zone(${timeZone})`);
}

/** `overdue` is counted as of one plant day; the first reader of a new day recounts it (once, under lock). */
async function ensureOverdueDay(db: Db, today: string): Promise<void> {
  const [state] = await db
    .select({ day: taskCounterState.overdueDay })
    .from(taskCounterState)
    .where(eq(taskCounterState.id, 1));
  if (state?.day === today) return;
  await db.execute(sql`select task_counters_roll_overdue(${today}::date)`);
}

const byName = new Intl.Collator('tr-TR');
/**
 * One statement, one row: the per-user figures as a JSON array (decoding 200 rows column by column
 * cost PGlite 3-15 ms, one JSON text well under 1 ms) and the day the overdue figures are counted for.
 */
/** Per-user counters; an account awaiting approval is nobody's colleague yet, so it has no card. */
async function selectCounts(db: Db) {
  const c = taskCounters;
  const [row] = await db
    .select({
      overdueDay: sql<string | null>`${taskCounterState.overdueDay}::text`,
      json: sql<string>`(select coalesce(json_agg(json_build_array(u.id, u.full_name, u.role,
        c.total, c.todo, c.in_progress, c.review, c.completed, c.overdue, c.remaining, c.on_time)), '[]')::text
        from ${users} u left join (
          select ${c.assigneeId} as assignee_id, sum(${c.tasks}) as total,
            sum(${c.tasks}) filter (where ${c.status} = 'todo') as todo,
            sum(${c.tasks}) filter (where ${c.status} = 'in_progress') as in_progress,
            sum(${c.tasks}) filter (where ${c.status} = 'review') as review,
            sum(${c.tasks}) filter (where ${c.status} = 'completed') as completed,
            sum(${c.overdue}) as overdue, sum(${c.remainingHours}) as remaining, sum(${c.onTime}) as on_time
          from ${c} group by ${c.assigneeId}) c on c.assignee_id = u.id
        where u.approved)`,
    })
    .from(taskCounterState)
    .where(eq(taskCounterState.id, 1));
  return { overdueDay: row?.overdueDay ?? null, people: parsePeople(row?.json ?? '[]') };
}

const FIGURES = [
  'total',
  'todo',
  'inProgress',
  'review',
  'completed',
  'overdue',
  'remainingHours',
  'onTime',
] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

// A hand-written check, not zod: this runs on every dashboard request and zod took ~1 ms for 200 rows.
function parsePeople(json: string): ({ userId: string; fullName: string; role: string } & Figures)[] {
  const data: unknown = JSON.parse(json);
  if (!Array.isArray(data)) throw new Error('task counters: not an array');
  return data.map((entry: unknown) => {
    if (!Array.isArray(entry) || entry.length !== 3 + FIGURES.length)
      throw new Error('task counters: bad row');
    const figures = {} as Figures;
    FIGURES.forEach((key, i) => (figures[key] = Number(entry[3 + i] ?? 0)));
    return { userId: String(entry[0]), fullName: String(entry[1]), role: String(entry[2]), ...figures };
  });
}

/** Every user with their task figures (zeros for a user without tasks), in Turkish name order. */
export async function countsPerUser(db: Db, today: string) {
  let counts = await selectCounts(db);
  if (counts.overdueDay !== today) {
    await ensureOverdueDay(db, today);
    counts = await selectCounts(db);
  }
  return counts.people.sort((x, y) => byName.compare(x.fullName, y.fullName));
}
