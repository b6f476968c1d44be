import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '../../domain/backup/contract';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';
import { BACKUP_KEY_HEADER, ensureBackupKey } from './backup-key';
import { backupIntoFolder, listBackups } from './backup-files';
import { BackupScheduler } from './backup-schedule';
import { verifyBackup } from './read-backup';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-backup-route-'));
let t: TestApp;
let key = '';

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  key = ensureBackupKey(dataDir);
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/backup (npm run backup through a running server)', () => {
  it('writes the key readable by the server’s own user only', () => {
    expect(fs.statSync(path.join(dataDir, 'backup.key')).mode & 0o777).toBe(0o600);
  });

  it('refuses a caller without the key from DATA_DIR, in Turkish', async () => {
    for (const headers of [{}, { [BACKUP_KEY_HEADER]: 'yanlis' }, { [BACKUP_KEY_HEADER]: `${key}x` }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/backup', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'backup_key_refused',
        message: BACKUP_MESSAGES.keyRefused,
      });
    }
    // A signed-in Yönetici has no key either: the route is for the machine's operator.
    const admin = await loginAs(t.app, ...DEMO.admin);
    const res = await t.app.inject({ method: 'POST', url: '/api/backup', headers: { cookie: admin } });
    expect(res.statusCode).toBe(403);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'is refused on PostgreSQL, where the command reads the database itself',
    async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/backup',
        headers: { [BACKUP_KEY_HEADER]: key },
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    'streams a complete, verifiable backup to the key holder',
    async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/backup',
        headers: { [BACKUP_KEY_HEADER]: key },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toMatch(/kalite-asistani-.*\.kabackup/);
      const file = path.join(dataDir, 'from-route.kabackup');
      fs.writeFileSync(file, res.rawPayload);
      const { summary } = await verifyBackup(file);
      expect(summary.tables.find((x) => x.name === 'users')?.rows).toBe(6);
    },
  );
});

describe('scheduled backups and their status', () => {
  it('keeps the newest BACKUP_KEEP files and never leaves a .partial', async () => {
    const dir = path.join(dataDir, 'yedekler');
    await backupIntoFolder(t.database, dir, 2, new Date('2026-11-24T10:00:00Z'));
    await backupIntoFolder(t.database, dir, 2, new Date('2026-11-25T10:00:00Z'));
    await backupIntoFolder(t.database, dir, 2, new Date('2026-11-26T10:00:00Z'));
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.endsWith('.partial'))).toBe(false);
    expect(listBackups(dir)).toHaveLength(2);
  });

  it('says when the last backup was and warns when there is none', () => {
    const log = { info: () => {}, error: () => {} };
    const none = new BackupScheduler(
      { backupDir: undefined, backupEveryMs: 3_600_000, backupKeep: 3 },
      t.database,
      log,
    );
    expect(none.status()).toMatchObject({ scheduled: false, last: null, overdue: true });
    const dir = path.join(dataDir, 'yedekler');
    const every = 24 * 3_600_000;
    const scheduler = new BackupScheduler(
      { backupDir: dir, backupEveryMs: every, backupKeep: 3 },
      t.database,
      log,
    );
    const fresh = scheduler.status();
    expect(fresh).toMatchObject({ scheduled: true, dir, everyHours: 24, keep: 3, overdue: false });
    expect(fresh.last?.bytes).toBeGreaterThan(0);
    const later = new Date(Date.now() + 2 * every + 60_000);
    expect(scheduler.status(later).overdue).toBe(true);
  });

  it('GET /api/backup/status is for a Yönetici', async () => {
    const admin = await loginAs(t.app, ...DEMO.admin);
    const kalite = await loginAs(t.app, ...DEMO.kalite);
    const ok = await t.app.inject({ method: 'GET', url: '/api/backup/status', headers: { cookie: admin } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ scheduled: false, overdue: true });
    const no = await t.app.inject({ method: 'GET', url: '/api/backup/status', headers: { cookie: kalite } });
    expect(no.statusCode).toBe(403);
  });
});
