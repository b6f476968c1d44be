import { z } from 'zod';
import { addDays, weekDates } from './calendar';

const TREND_WEEKS = { min: 4, max: 52, default: 12 } as const;
/** @internal */
export const TREND_WEEKS_MESSAGE = `Hafta sayısı ${TREND_WEEKS.min} ile ${TREND_WEEKS.max} arasında olmalıdır`;

/** ?weeks=: how many plant weeks (Monday-start) a dashboard trend covers, the current one last. */
export const ZTrendQuery = z.strictObject({
  weeks: z.coerce
    .number({ error: TREND_WEEKS_MESSAGE })
    .int(TREND_WEEKS_MESSAGE)
    .min(TREND_WEEKS.min, TREND_WEEKS_MESSAGE)
    .max(TREND_WEEKS.max, TREND_WEEKS_MESSAGE)
    .default(TREND_WEEKS.default),
});

/** Mondays ('YYYY-MM-DD') of the `weeks` weeks ending with the week of `today`, oldest first. */
export function trendWeekStarts(today: string, weeks: number): string[] {
  const monday = weekDates(today)[0] ?? today;
  return Array.from({ length: weeks }, (_, i) => addDays(monday, -7 * (weeks - 1 - i)));
}
