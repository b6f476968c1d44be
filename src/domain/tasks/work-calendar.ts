/**
 * Due-date rules of the work tracker: a task is due by the end of its due day in the plant's time
 * zone; "overdue", "on time" and "deadline approaching" follow from it (dates: shared/calendar.ts).
 */
import { plantTimeZone } from '../shared/plant-date';
import { addDays, startOfZonedDay, zonedDate } from '../shared/calendar';

/**
 * A task is due by the end of its due day (local): the deadline is the next day's 00:00.
 * @internal
 */
export function deadlineOf(dueDate: string, timeZone = plantTimeZone()): Date {
  return startOfZonedDay(addDays(dueDate, 1), timeZone);
}

/** Not completed and its due day is over. */
export function isOverdue(task: { status: string; dueDate: string }, today: string): boolean {
  return task.status !== 'completed' && task.dueDate < today;
}

/** Due dates whose deadline falls within (now, now + hours]: the 'deadline approaching' window. */
export function dueDatesWithin(now: Date, hours: number, timeZone = plantTimeZone()): string[] {
  const today = zonedDate(now, timeZone);
  const limit = now.getTime() + hours * 3600_000;
  const dates: string[] = [];
  for (let d = addDays(today, -1); d <= addDays(today, Math.ceil(hours / 24) + 1); d = addDays(d, 1)) {
    const deadline = deadlineOf(d, timeZone).getTime();
    if (deadline > now.getTime() && deadline <= limit) dates.push(d);
  }
  return dates;
}
