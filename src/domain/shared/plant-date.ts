/**
 * The plant's calendar. "Today", due dates, report dates and file names are the plant's day, not the
 * day of whatever clock (a UTC server, a travelling laptop) happens to compute them.
 */
export const DEFAULT_PLANT_TIME_ZONE = 'Europe/Istanbul';

// One zone per process, set once at start-up (server: PLANT_TIME_ZONE); every default below reads it.
let currentZone = DEFAULT_PLANT_TIME_ZONE;

/** The zone every plant-date default uses. */
export function plantTimeZone(): string {
  return currentZone;
}

/** Sets the process's plant zone (validated by the caller, e.g. config.ts). */
export function setPlantTimeZone(timeZone: string): void {
  currentZone = timeZone;
}

/** True for an IANA zone this runtime knows ('Europe/Istanbul', 'UTC'); false for 'Mars/Base'. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ('YYYY-MM-DD') of an instant in the plant's time zone. */
export function plantDate(at: Date, timeZone: string = plantTimeZone()): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  // Parts, not format(): the en-CA pattern is ICU data and has changed between versions before.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    f.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
