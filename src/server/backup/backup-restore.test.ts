import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '../../domain/backup/contract';
import type { Database, Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import type { DocumentStore } from '../documents/document-store';
import { DOCUMENTS_FOLDER } from '../documents/file-document-store';
import { seedRecords } from '../testing/seed-records';
import { createInstance, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { openPglite } from '../db/open-pglite';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/test-database';
import { ident, listTables } from './backup-tables';
import { codeMigrations, migrationsUpTo } from '../db/migration-level';
import { restoreBackup } from './restore-backup';
import { openRestoreTarget, type RestoreDestination } from './restore-target';
import { writeBackup } from './write-backup';

/**
 * The restore drill (issue 24): every kind of record and document is seeded, backed up, restored into
 * an empty database and compared row by row, byte by byte — on this run's engine, and across engines
 * (PGlite → PostgreSQL, the way a plant grows) when PostgreSQL is there.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-backup-test-'));
let source: TestApp;
let file = '';

/**
 * Every row of every backed-up table, as text a human can diff; UTC so offsets print alike. A
 * document's bytes are compared by their sha-256, read through the store wherever they are (a file
 * beside PGlite, bytea in PostgreSQL): where they live differs by engine, what they are must not.
 */
async function snapshot(db: Db, store: DocumentStore): Promise<Record<string, string[]>> {
  const out = await db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local time zone 'UTC'"));
    const tables: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const rows = await queryRows<{ j: string }>(
        tx,
        sql.raw(`select row_to_json(t)::text as j from ${ident(table.name)} t order by 1`),
      );
      tables[table.name] = rows.map((r) => r.j);
    }
    return tables;
  });
  const ids = (out.audit_document_contents ?? []).map(
    (j) => (JSON.parse(j) as { document_id: string }).document_id,
  );
  out.audit_document_contents = await Promise.all(
    ids.map(async (id) => {
      const bytes = await store.read(id);
      return `${id} ${bytes ? createHash('sha256').update(bytes).digest('hex') : 'no bytes'}`;
    }),
  );
  return out;
}

async function backupTo(name: string, db: Database = source.database): Promise<string> {
  const target = path.join(dir, name);
  const result = await writeBackup(db, fs.createWriteStream(target));
  expect(result).not.toBeNull();
  return target;
}

/** An empty database of `kind`, and how a restore reaches it. */
async function emptyTarget(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const pglite = await PGlite.create({ extensions: { pg_trgm } });
    const documentsDir = fs.mkdtempSync(path.join(dir, 'documents-'));
    const to: RestoreDestination = { pglite, documentsDir };
    return { to, documentsDir, close: () => pglite.close() };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for a PostgreSQL target');
  const name = `ka_restore_${Math.random().toString(16).slice(2, 10)}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    to: { databaseUrl: target.toString() } as RestoreDestination,
    documentsDir: null,
    close: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function restoreAndCompare(
  backup: string,
  kind: 'pglite' | 'postgres',
  expected: Record<string, string[]>,
) {
  const target = await emptyTarget(kind);
  try {
    const result = await restoreBackup(backup, target.to);
    expect(result.migratedTo).toBe(codeMigrations().length);
    const opened = await openRestoreTarget(target.to);
    try {
      expect(await snapshot(opened.db, opened.documents)).toEqual(expected);
      // Into the embedded database the bytes come back as files, none of them in the table.
      const inTable = await queryRows<{ n: number }>(
        opened.db,
        sql`select count(*)::int as n from audit_document_contents where content is not null`,
      );
      if (target.documentsDir) {
        expect(inTable[0]?.n).toBe(0);
        expect(fs.readdirSync(target.documentsDir, { recursive: true }).length).toBeGreaterThan(0);
      }
    } finally {
      if (kind === 'postgres') await opened.close();
    }
  } finally {
    await target.close();
  }
}

beforeAll(async () => {
  source = await createTestApp();
  await seedRecords(source.app);
}, 180_000);
afterAll(async () => {
  await source?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let expected: Record<string, string[]>;
  beforeAll(async () => {
    file = await backupTo('drill.kabackup');
    expected = await snapshot(source.database.db, source.database.documents);
  }, 120_000);

  it('the seeded data reaches the tables a plant fills', () => {
    const empty = Object.entries(expected)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name);
    // Tables only an outside system fills (Power BI, the AI provider's audit review) or only a later
    // step writes; everything else must have rows, so the comparison below proves something.
    expect(empty.sort()).toEqual(
      [
        'audit_finding_reviews',
        'audit_finding_tasks',
        'audit_settings',
        'org_profile',
        'org_settings',
        'powerbi_embed_configs',
        'powerbi_embed_tokens',
        'powerbi_settings',
        'trusted_devices',
      ].filter((name) => name in expected && expected[name]?.length === 0),
    );
    expect(expected.audit_document_contents?.length).toBe(2);
    expect(expected.audit_document_contents?.join()).not.toContain('no bytes');
  });

  it('restores every row and every document byte on this run’s engine', async () => {
    await restoreAndCompare(file, testDatabaseKind(), expected);
  }, 120_000);

  it.runIf(testDatabaseKind() === 'postgres')(
    'restores a PGlite backup into PostgreSQL and back (the way a plant grows)',
    async () => {
      const embedded: TestDatabase = await openTestDatabase('pglite');
      const app = await createInstance(embedded);
      try {
        await seedRecords(app.app);
        const fromPglite = await backupTo('from-pglite.kabackup', embedded);
        const pgliteRows = await snapshot(embedded.db, embedded.documents);
        await restoreAndCompare(fromPglite, 'postgres', pgliteRows);
        await restoreAndCompare(file, 'pglite', expected);
      } finally {
        await app.close();
        await embedded.close();
      }
    },
    240_000,
  );

  it('writes a manifest, a row count and a sha-256 per table that zcat shows', () => {
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const manifest = JSON.parse(lines[0]?.slice(1) ?? '{}');
    expect(manifest).toMatchObject({
      kind: 'manifest',
      format: 'kalite-asistani-backup',
      migrationLevel: codeMigrations().length,
      lastMigration: codeMigrations().at(-1),
    });
    const summary = JSON.parse(lines.at(-1)?.slice(1) ?? '{}');
    expect(summary.kind).toBe('summary');
    expect(summary.documentBytes).toBeGreaterThan(1000);
    // No sign-in session travels in a backup.
    expect(summary.tables.map((t: { name: string }) => t.name)).not.toContain('sessions');
  });

  it('restores a backup from before document files (bytea rows); the bytes read from the column', async () => {
    const level = codeMigrations().findIndex((tag) => tag.endsWith('_document_files'));
    expect(level).toBeGreaterThan(0);
    const old = await PGlite.create({ extensions: { pg_trgm } });
    const oldTarget = await openRestoreTarget({ pglite: old });
    const bytes = Buffer.from('%PDF-1.4 eski yedek');
    let backup = '';
    let id = '';
    try {
      const partial = migrationsUpTo(level);
      await oldTarget.migrate(partial.folder);
      partial.dispose();
      const [row] = await queryRows<{ id: string }>(
        oldTarget.db,
        sql`insert into audit_documents (name, type, format, size, sha256)
            values ('eski.pdf', 'other', 'pdf', ${bytes.length}, 'x') returning id`,
      );
      id = row!.id;
      await oldTarget.db.execute(
        sql`insert into audit_document_contents (document_id, content) values (${id}, ${bytes})`,
      );
      backup = await backupTo('before-files.kabackup', { ...source.database, ...oldTarget });
    } finally {
      await oldTarget.close();
      await old.close();
    }
    const target = await emptyTarget('pglite');
    try {
      await restoreBackup(backup, target.to);
      const opened = await openRestoreTarget(target.to);
      expect(Buffer.from((await opened.documents.read(id))!).equals(bytes)).toBe(true);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses a target that already holds accounts, and writes nothing there', async () => {
    await expect(restoreBackup(file, { pglite: await sourcePglite() })).rejects.toThrow(
      BACKUP_MESSAGES.notEmpty,
    );
  });

  it('refuses a backup from a newer version and a tampered file, in Turkish', async () => {
    const text = gunzipSync(fs.readFileSync(file)).toString('utf8');
    const newer = path.join(dir, 'newer.kabackup');
    fs.writeFileSync(
      newer,
      gzipSync(text.replace(/"migrationLevel":\d+/, `"migrationLevel":${codeMigrations().length + 1}`)),
    );
    const target = await emptyTarget('pglite');
    try {
      await expect(restoreBackup(newer, target.to)).rejects.toThrow('daha yeni bir sürümden');
      const tampered = path.join(dir, 'tampered.kabackup');
      fs.writeFileSync(tampered, gzipSync(text.replace('Yedek PFMEA', 'Sahte PFMEA')));
      await expect(restoreBackup(tampered, target.to)).rejects.toThrow('Yedek dosyası bozuk');
      const cut = path.join(dir, 'cut.kabackup');
      fs.writeFileSync(cut, gzipSync(text.slice(0, Math.floor(text.length / 2))));
      await expect(restoreBackup(cut, target.to)).rejects.toThrow('Yedek dosyası bozuk');
      fs.writeFileSync(path.join(dir, 'other.kabackup'), gzipSync('{"hello":1}\n'));
      await expect(restoreBackup(path.join(dir, 'other.kabackup'), target.to)).rejects.toThrow('bozuk');
    } finally {
      await target.close();
    }
  });

  it('a restored DATA_DIR starts as a server whose users sign in with their old passwords', async () => {
    const dataDir = path.join(dir, 'restored-data');
    await restoreBackup(file, { dataDir });
    const database = await openPglite(dataDir);
    const restored = await createInstance(database, { DEMO_MODE: 'false' });
    try {
      const cookie = await loginAs(restored.app, 'kalite', 'kalite123');
      const fmeas = await restored.app.inject({ method: 'GET', url: '/api/fmeas', headers: { cookie } });
      expect(fmeas.body).toContain('Yedek PFMEA');
      // The documents are files in the restored DATA_DIR, byte for byte.
      expect(
        fs.readdirSync(path.join(dataDir, DOCUMENTS_FOLDER), { recursive: true }).length,
      ).toBeGreaterThan(0);
      expect((await snapshot(database.db, database.documents)).audit_document_contents).toEqual(
        expected.audit_document_contents,
      );
      // A second restore into the same folder is refused: it holds accounts now.
    } finally {
      await restored.close();
      await database.close();
    }
    await expect(restoreBackup(file, { dataDir })).rejects.toThrow(BACKUP_MESSAGES.notEmpty);
  }, 120_000);
});

/** The source's own PGlite (a non-empty target) when this run uses PGlite; else an app's data dir. */
async function sourcePglite(): Promise<PGlite> {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const target = await openRestoreTarget({ pglite });
  await restoreBackup(file, { pglite });
  await target.close();
  return pglite;
}
