/**
 * Calendar arithmetic on plain dates ('YYYY-MM-DD') in the plant's time zone (Europe/Istanbul unless
 * PLANT_TIME_ZONE says otherwise), whatever the server's or browser's own time zone is. Shared by the
 * work tracker (due dates), the trends of every mode and the reports.
 */
import { plantDate, plantTimeZone } from './plant-date';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts;
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The calendar date ('YYYY-MM-DD') of an instant in the given time zone (the plant's by default). */
export function zonedDate(instant: Date, timeZone = plantTimeZone()): string {
  return plantDate(instant, timeZone);
}

/**
 * UTC offset of the time zone at an instant, in minutes (Istanbul: +180).
 * @internal
 */
export function zoneOffsetMinutes(instant: Date, timeZone = plantTimeZone()): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a calendar date begins in the time zone (00:00 local). */
export function startOfZonedDay(date: string, timeZone = plantTimeZone()): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // Two passes find the right offset even on a day whose offset changes (DST zones).
  const first = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  return new Date(utcMidnight - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** Monday … Sunday of the week containing `date` (ISO weeks start on Monday, as in Turkey). */
export function weekDates(date: string): string[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monday = addDays(date, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
