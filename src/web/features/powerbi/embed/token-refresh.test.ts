import { describe, expect, it } from 'vitest';
import { MIN_REFRESH_DELAY_MS, refreshDelay } from './token-refresh';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();

describe('embed token refresh delay', () => {
  it.each([
    ['an hour-long token: five minutes before expiry', 60 * 60_000, 55 * 60_000],
    ['a ten-minute token: five minutes before', 10 * 60_000, 5 * 60_000],
    ['a token expiring within two minutes: halfway', 100_000, 50_000],
    ['a token about to expire: the minimum delay', 4_000, MIN_REFRESH_DELAY_MS],
    ['an expired token: the minimum delay', -60_000, MIN_REFRESH_DELAY_MS],
  ])('%s', (_name, lifetime, expected) => {
    expect(refreshDelay(inMs(lifetime), NOW)).toBe(expected);
  });

  it('is always before expiry for any token living longer than the minimum delay', () => {
    for (const lifetime of [10_001, 30_000, 119_000, 301_000, 3_600_000]) {
      const delay = refreshDelay(inMs(lifetime), NOW);
      expect(delay).toBeLessThan(lifetime);
      expect(delay).toBeGreaterThanOrEqual(MIN_REFRESH_DELAY_MS);
    }
  });

  it('falls back to the minimum for an unreadable expiry', () => {
    expect(refreshDelay('not a date', NOW)).toBe(MIN_REFRESH_DELAY_MS);
  });
});
