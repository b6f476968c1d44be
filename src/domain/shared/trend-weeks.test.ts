import { describe, expect, it } from 'vitest';
import { TREND_WEEKS_MESSAGE, trendWeekStarts, ZTrendQuery } from './trend-weeks';

describe('trendWeekStarts', () => {
  it.each([
    // [today, weeks, first Monday, last Monday]
    ['2026-11-23', 4, '2026-11-02', '2026-11-23'], // a Monday is its own week's start
    ['2026-11-29', 4, '2026-11-02', '2026-11-23'], // Sunday still belongs to the week of Monday the 23rd
    ['2026-03-31', 5, '2026-03-02', '2026-03-30'], // across the end of a month
    ['2027-01-01', 4, '2026-12-07', '2026-12-28'], // across the end of a year
  ])('%s, %i weeks: %s … %s', (today, weeks, first, last) => {
    const starts = trendWeekStarts(today, weeks);
    expect(starts).toHaveLength(weeks);
    expect(starts[0]).toBe(first);
    expect(starts[weeks - 1]).toBe(last);
    for (const s of starts) expect(new Date(`${s}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('ZTrendQuery', () => {
  it('defaults to 12 weeks and accepts 4 to 52', () => {
    expect(ZTrendQuery.parse({})).toEqual({ weeks: 12 });
    expect(ZTrendQuery.parse({ weeks: '52' })).toEqual({ weeks: 52 });
  });
  it.each(['3', '53', '4.5', 'on'])('refuses %s with the Turkish message', (weeks) => {
    const result = ZTrendQuery.safeParse({ weeks });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TREND_WEEKS_MESSAGE);
  });
});
