import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleCounters, trustedDevices, users } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  deleteStaleThrottleRows,
  giveBackAttempt,
  reserveAttempt,
  type ThrottleRule,
} from './throttle-counter';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ceiling: ThrottleRule = { kind: 'window', scope: 'test_window', limit: 3, windowMs: 60_000 };

describe('throttle counters', () => {
  it('admits a window rule’s limit, refuses the rest with the time left, and a given-back attempt frees a place', async () => {
    const db = database.db;
    const results = await Promise.all(Array.from({ length: 10 }, () => reserveAttempt(db, ceiling, 'k')));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const refused = results.find((r) => !r.allowed);
    expect(refused?.allowed === false && refused.retryAfterS).toBeGreaterThan(50);
    expect(refused?.allowed === false && refused.retryAfterS).toBeLessThanOrEqual(60);
    await giveBackAttempt(db, ceiling, 'k');
    expect(await reserveAttempt(db, ceiling, 'k')).toEqual({ allowed: true });
    expect((await reserveAttempt(db, ceiling, 'k')).allowed).toBe(false);
  });

  it('deletes counters idle for a day and expired trusted devices, and keeps the rest', async () => {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({
        username: 'temizlik',
        usernameKey: 'temizlik',
        email: 't@f.tr',
        fullName: 'T',
        passwordHash: 'x',
      })
      .returning();
    if (!user) throw new Error('no user');
    await db.insert(throttleCounters).values([
      { scope: 'test_old', key: 'old', hits: 9, lastHitAt: sql`now() - interval '25 hours'` },
      { scope: 'test_old', key: 'recent', hits: 9, lastHitAt: sql`now() - interval '23 hours'` },
    ]);
    await db.insert(trustedDevices).values([
      { id: 'expired', userId: user.id, expiresAt: sql`now() - interval '1 second'` },
      { id: 'valid', userId: user.id, expiresAt: sql`now() + interval '1 day'` },
    ]);
    await deleteStaleThrottleRows(db);
    const keys = await db
      .select({ key: throttleCounters.key })
      .from(throttleCounters)
      .where(eq(throttleCounters.scope, 'test_old'));
    expect(keys).toEqual([{ key: 'recent' }]);
    const devices = await db.select({ id: trustedDevices.id }).from(trustedDevices);
    expect(devices).toEqual([{ id: 'valid' }]);
  });
});
