/**
 * Never sooner than this after a token arrived, whatever its lifetime (no refresh storm).
 * @internal
 */
export const MIN_REFRESH_DELAY_MS = 5_000;
/** An hour-long token is renewed this long before it expires. */
const REFRESH_LEAD_MS = 5 * 60_000;

/**
 * Milliseconds until a fresh embed token should be fetched: `REFRESH_LEAD_MS` before `expiresAt`,
 * or halfway for a short-lived token (one that expires within two minutes is renewed after about
 * half its life, well before the frame reports it expired), never sooner than `MIN_REFRESH_DELAY_MS`.
 */
export function refreshDelay(expiresAt: string, now: number = Date.now()): number {
  const remaining = Date.parse(expiresAt) - now;
  if (!Number.isFinite(remaining)) return MIN_REFRESH_DELAY_MS;
  const lead = Math.min(REFRESH_LEAD_MS, remaining / 2);
  return Math.max(MIN_REFRESH_DELAY_MS, remaining - lead);
}
