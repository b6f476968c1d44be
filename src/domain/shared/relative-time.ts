export type RelativeTime =
  | { unit: 'now'; value: 0 }
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; value: number }
  | { unit: 'days'; value: number };

/** Spec rule: minutes under 60, hours under 1440 minutes, else days (floored); under a minute is 'now'. */
export function relativeTime(from: Date | string, now: Date = new Date()): RelativeTime {
  const minutes = Math.floor((now.getTime() - new Date(from).getTime()) / 60_000);
  if (minutes < 1) return { unit: 'now', value: 0 };
  if (minutes < 60) return { unit: 'minutes', value: minutes };
  if (minutes < 1440) return { unit: 'hours', value: Math.floor(minutes / 60) };
  return { unit: 'days', value: Math.floor(minutes / 1440) };
}
