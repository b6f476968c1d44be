import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth-kit/password';
import { openPglite } from '../db/open-pglite';
import { users } from '../db/schema';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { parseAdminArgs, runAdminCommand, type AdminIo } from './admin-command';

function io(piped: string | null = null) {
  const lines = { out: [] as string[], err: [] as string[] };
  const value: AdminIo = {
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
    readPassword: async () => piped,
  };
  return { io: value, lines };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const row = async (username: string) => {
  const [r] = await t.ctx.db.select().from(users).where(eq(users.username, username));
  if (!r) throw new Error(`no user ${username}`);
  return r;
};

describe('parseAdminArgs', () => {
  it.each([
    [['ayse'], { username: 'ayse', resetPassword: false }],
    [['ayse', '--reset-password'], { username: 'ayse', resetPassword: true }],
    [[], null],
    [['a', 'b'], null],
    [['ayse', '--password=x'], null],
  ])('%o → %o', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });
});

describe('runAdminCommand', () => {
  it('makes an existing user Yönetici (found by any spelling of the name) and reactivates them', async () => {
    await t.ctx.db.update(users).set({ active: false }).where(eq(users.username, 'bakim'));
    const { io: out, lines } = io();
    expect(await runAdminCommand(t.ctx.db, { username: 'BAKIM', resetPassword: false }, out)).toBe(0);
    expect(await row('bakim')).toMatchObject({ role: 'Yönetici', active: true });
    expect(lines.out.join('\n')).toContain('bakim artık Yönetici');
  });

  it('says so for an unknown user', async () => {
    const { io: out, lines } = io();
    expect(await runAdminCommand(t.ctx.db, { username: 'hayalet', resetPassword: false }, out)).toBe(1);
    expect(lines.err.join('\n')).toContain('"hayalet" adlı kullanıcı bulunamadı');
  });

  it('resets to a generated password printed once, and ends the old sessions', async () => {
    const cookie = await loginAs(t.app, 'proses', 'proses123');
    const { io: out, lines } = io();
    expect(await runAdminCommand(t.ctx.db, { username: 'proses', resetPassword: true }, out)).toBe(0);
    const printed = lines.out.join('\n').match(/: (\S{24})$/)?.[1] ?? '';
    expect(printed).toHaveLength(24);
    expect(await verifyPassword((await row('proses')).passwordHash, printed)).toBe(true);
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
      )
      .toBe(401);
  });

  it('takes a piped password without echoing it, and refuses a short one', async () => {
    const { io: out, lines } = io('Yeni-Gizli-Parola-42\n');
    expect(await runAdminCommand(t.ctx.db, { username: 'egitim', resetPassword: true }, out)).toBe(0);
    expect([...lines.out, ...lines.err].join('\n')).not.toContain('Yeni-Gizli-Parola-42');
    expect(await verifyPassword((await row('egitim')).passwordHash, 'Yeni-Gizli-Parola-42')).toBe(true);
    const short = io('abc\n');
    expect(await runAdminCommand(t.ctx.db, { username: 'egitim', resetPassword: true }, short.io)).toBe(1);
    expect(short.lines.err).toEqual(['Şifre en az 6 karakter olmalıdır']);
  });
});

/** `npm run admin` as an operator runs it, on a PGlite data directory. */
function runScript(
  args: string[],
  dataDir: string,
  stdin = '',
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, DEMO_MODE: 'false', LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

describe('scripts/admin.ts (spawned)', () => {
  it('refuses while a server holds the data directory, then promotes once it is free', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ka-admin-'));
    try {
      const held = await openPglite(dataDir);
      await held.db.insert(users).values({
        username: 'kurucu',
        usernameKey: 'kurucu',
        email: 'k@fabrika.com.tr',
        fullName: 'Kurucu Kullanıcı',
        passwordHash: 'x',
      });
      const refused = await runScript(['kurucu'], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('başka bir süreç');
      expect(refused.err).toContain('önce sunucuyu durdurun');
      await held.close();

      const done = await runScript(['kurucu'], dataDir);
      expect(done.err).toBe('');
      expect(done.code).toBe(0);
      expect(done.out).toContain('kurucu artık Yönetici');
      const reopened = await openPglite(dataDir);
      const [r] = await reopened.db.select().from(users).where(eq(users.username, 'kurucu'));
      await reopened.close();
      expect(r?.role).toBe('Yönetici');
      expect((await runScript([], dataDir)).code).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
