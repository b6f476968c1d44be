import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { usernameSkeleton } from '../../domain/auth/username-skeleton';
import { users } from '../db/schema';
import { createInstance } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { rememberSetApartKeys } from '../auth-kit/legacy-username-keys';
import { hashPassword } from '../auth-kit/password';
import { usernameKey } from '../auth-kit/present-user';
import { planUsernameKeys, rekeyUsernames } from './rekey-usernames';

// Accounts as the old rule stored them: key = tr-TR lower case, so 'ADMIN' (→ 'admın') and 'admin'
// could both exist. Each signs in with its own password.
const LEGACY = [
  { username: 'admin', oldKey: 'admin', password: 'gercek-admin', at: '2024-01-01T08:00:00Z' },
  { username: 'ADMIN', oldKey: 'admın', password: 'sahte-admin', at: '2024-03-01T08:00:00Z' },
  { username: 'ISMAIL', oldKey: 'ısmaıl', password: 'ilk-ismail', at: '2024-01-02T08:00:00Z' },
  { username: 'İsmail', oldKey: 'ismail', password: 'ikinci-ismail', at: '2024-02-02T08:00:00Z' },
  { username: 'ismaıl', oldKey: 'ismaıl', password: 'ucuncu-ismail', at: '2024-02-03T08:00:00Z' },
  { username: 'KALIP', oldKey: 'kalıp', password: 'tek-kalip', at: '2024-01-03T08:00:00Z' },
] as const;

let database: TestDatabase;
let app: FastifyInstance;
let close: () => Promise<void>;
let warn: MockInstance<typeof console.warn>;

const login = (username: string, password: string, ip = '10.7.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

beforeAll(async () => {
  database = await openTestDatabase();
  for (const u of LEGACY) {
    await database.db.insert(users).values({
      username: u.username,
      usernameKey: u.oldKey,
      email: `${u.password}@firma.com.tr`,
      fullName: u.username,
      passwordHash: await hashPassword(u.password),
      createdAt: new Date(u.at),
    });
  }
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A start-up as production has it: the re-key runs inside createContext, before anything else.
  ({ app, close } = await createInstance(database, { DEMO_MODE: 'false', LOG_LEVEL: 'warn' }));
}, 120_000);
afterAll(async () => {
  warn?.mockRestore();
  await close?.();
  await database?.close();
});

const keyOf = async (username: string) =>
  (await database.db.select().from(users).where(eq(users.username, username)))[0]?.usernameKey;

describe('re-keying legacy usernames at start-up', () => {
  it('gives the oldest of each look-alike group the plain skeleton and the others unique keys', async () => {
    expect(await keyOf('admin')).toBe(usernameSkeleton('admin'));
    expect(await keyOf('ISMAIL')).toBe(usernameSkeleton('ismail'));
    expect(await keyOf('KALIP')).toBe(usernameSkeleton('kalip'));
    const setApart = [await keyOf('ADMIN'), await keyOf('İsmail'), await keyOf('ismaıl')];
    expect(new Set(setApart).size).toBe(3);
    for (const key of setApart) expect(key).toContain('#');
  });

  it.each(LEGACY.map((u) => [u.username, u.password] as const))(
    '%s still signs in with exactly the username it always used',
    async (username, password) => {
      const res = await login(username, password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.username).toBe(username);
    },
  );

  it('lets a single legacy account sign in under every look-alike spelling', async () => {
    for (const spelling of ['kalip', 'Kalıp', 'ＫＡＬＩＰ']) {
      expect((await login(spelling, 'tek-kalip')).json().user?.username, spelling).toBe('KALIP');
    }
  });

  it('refuses new look-alikes of both the kept and the set-apart accounts', async () => {
    const names = ['Admin', 'аdmin', 'ADMIN', 'ismail', 'İSMAİL', 'ISMAIL', 'ısmaıl', 'kalıp'];
    for (const [i, username] of names.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: 'Taklit', email: 'taklit@firma.com.tr', username, password: 'gizli123' },
        remoteAddress: `10.7.1.${i + 1}`,
      });
      expect(res.statusCode, username).toBe(409);
      expect(res.json().error.code).toBe('username_taken');
    }
  });

  it('warns about the look-alikes by username, never by password', () => {
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines.some((l) => l.includes('"admin"') && l.includes('"ADMIN"'))).toBe(true);
    expect(
      lines.some((l) => l.includes('"ISMAIL"') && l.includes('"İsmail"') && l.includes('"ismaıl"')),
    ).toBe(true);
    for (const u of LEGACY) expect(lines.join('\n')).not.toContain(u.password);
  });

  it('changes nothing on the next start and rebuilds the set-apart registry from the database', async () => {
    const before = await database.db.select().from(users);
    rememberSetApartKeys(new Map()); // a new process starts with an empty registry
    expect(usernameKey('ADMIN')).toBe(usernameSkeleton('admin'));
    await rekeyUsernames(database.db, 'silent');
    const after = await database.db.select().from(users);
    expect(after.map((u) => [u.id, u.usernameKey]).sort()).toEqual(
      before.map((u) => [u.id, u.usernameKey]).sort(),
    );
    expect(usernameKey('ADMIN')).toBe(await keyOf('ADMIN'));
    expect((await login('ADMIN', 'sahte-admin', '10.7.2.1')).statusCode).toBe(200);
  });
});

describe('two instances starting at once', () => {
  it('re-key the same legacy rows once and agree on the keys', async () => {
    const db1 = await openTestDatabase();
    const db2 = await db1.openSecondHandle();
    try {
      const at = (iso: string) => new Date(iso);
      await db1.db.insert(users).values([
        {
          username: 'kalite',
          usernameKey: 'kalite',
          email: 'a@b.co',
          fullName: 'A',
          passwordHash: 'x',
          createdAt: at('2024-01-01'),
        },
        {
          username: 'kaiite',
          usernameKey: 'kaiite',
          email: 'a@b.co',
          fullName: 'B',
          passwordHash: 'x',
          createdAt: at('2024-02-01'),
        },
        {
          username: 'KALITE',
          usernameKey: 'kalıte',
          email: 'a@b.co',
          fullName: 'C',
          passwordHash: 'x',
          createdAt: at('2024-03-01'),
        },
      ]);
      const [first, second] = await Promise.all([
        rekeyUsernames(db1.db, 'silent'),
        rekeyUsernames(db2.db, 'silent'),
      ]);
      expect([...(first?.keys ?? [])].sort()).toEqual([...(second?.keys ?? [])].sort());
      const rows = await db1.db.select().from(users);
      expect(new Set(rows.map((r) => r.usernameKey)).size).toBe(3);
      expect(rows.find((r) => r.username === 'kalite')?.usernameKey).toBe(usernameSkeleton('kalite'));
    } finally {
      await db2.close();
      await db1.close();
    }
  });
});

describe('planUsernameKeys', () => {
  const row = (id: string, username: string, at: string) => ({
    id,
    username,
    usernameKey: username,
    createdAt: new Date(at),
  });

  it('keeps the oldest on the skeleton whatever the row order, ties broken by id', () => {
    const plan = planUsernameKeys([
      row('b', 'ADMIN', '2024-01-01'),
      row('c', 'аdmin', '2023-01-01'),
      row('a', 'admin', '2024-01-01'),
    ]);
    expect(plan.keys.get('c')).toBe(usernameSkeleton('admin'));
    expect(plan.keys.get('a')).toBe(`${usernameSkeleton('admin')}#admin`);
    expect(plan.keys.get('b')).toBe(`${usernameSkeleton('admin')}#admın`);
    expect(plan.lookAlikes.map((g) => g.map((u) => u.id))).toEqual([['c', 'a', 'b']]);
    expect(plan.setApart).toEqual(
      new Map([
        ['admin', `${usernameSkeleton('admin')}#admin`],
        ['admın', `${usernameSkeleton('admin')}#admın`],
      ]),
    );
  });

  it('never lets a hand-made row with the kept account’s old key take over its spellings', () => {
    const plan = planUsernameKeys([row('a', 'kalite', '2024-01-01'), row('b', 'KALİTE', '2024-02-01')]);
    expect(plan.keys.get('b')).toBe(`${usernameSkeleton('kalite')}#b`);
    expect(plan.setApart.size).toBe(0);
  });

  it('sets nobody apart when names do not collide', () => {
    const plan = planUsernameKeys([row('a', 'kalite', '2024-01-01'), row('b', 'kalip', '2024-01-01')]);
    expect(plan.setApart.size).toBe(0);
    expect(plan.lookAlikes).toEqual([]);
  });
});
