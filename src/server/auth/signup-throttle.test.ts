import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleCounters } from '../db/schema';
import { createInstance, createTestApp, type TestApp } from '../testing/test-app';
import { SIGNUP_RULE } from './signup-throttle';

let t: TestApp;
let second: Awaited<ReturnType<typeof createInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await createInstance(await t.database.openSecondHandle());
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

let serial = 0;
const signup = (ip: string, app: FastifyInstance = t.app) => {
  const username = `yeni${++serial}`;
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: ip,
    payload: {
      fullName: 'Yeni Çalışan',
      email: `${username}@firma.com.tr`,
      username,
      password: 'gizli123',
      department: 'Kalite',
      position: 'Operatör',
    },
  });
};

describe('sign-up limit', () => {
  it('allows 20 sign-ups per address and hour, counted across instances, then answers 429 in Turkish', async () => {
    const ip = '10.90.0.1';
    for (let i = 0; i < SIGNUP_RULE.limit; i++)
      expect((await signup(ip, i % 2 ? second.app : t.app)).statusCode).toBe(201);
    for (const app of [t.app, second.app]) {
      const refused = await signup(ip, app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'too_many_signups',
        message: 'Bu adresten çok fazla üyelik denemesi yapıldı. Lütfen 60 dakika sonra tekrar deneyin.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    // Another address is not affected.
    expect((await signup('10.90.0.2')).statusCode).toBe(201);

    // An hour later (fake clock: the window started an hour earlier) the address may sign up again.
    await t.ctx.db
      .update(throttleCounters)
      .set({ windowStartedAt: sql`${throttleCounters.windowStartedAt} - interval '1 hour'` })
      .where(and(eq(throttleCounters.scope, SIGNUP_RULE.scope), eq(throttleCounters.key, ip)));
    expect((await signup(ip)).statusCode).toBe(201);
  });

  it('admits exactly the limit of 40 concurrent sign-ups from one address on two instances', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signup('10.90.1.1', i % 2 ? second.app : t.app)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SIGNUP_RULE.limit);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(40 - SIGNUP_RULE.limit);
  });
});
