import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { auditDocumentContents, auditDocuments } from '../db/schema-audit';
import { DOCUMENTS_FOLDER, FileDocumentStore } from './file-document-store';
import { PARTIAL_SUFFIX } from './durable-file';

/**
 * Crash safety of the document files beside PGlite: a committed row never names a missing file, and
 * what a crash leaves (a file no row names, a half-written file) is gone after the next start.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-docstore-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function storeOf(database: Database): FileDocumentStore {
  if (!(database.documents instanceof FileDocumentStore)) throw new Error('expected the file store');
  return database.documents;
}

/** Stores `bytes` as a document the way an upload does: file first, then the rows in one transaction. */
async function storeDocument(database: Database, bytes: Buffer): Promise<string> {
  const staged = await database.documents.put([{ sha256: sha256(bytes), bytes }]);
  try {
    return await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(auditDocuments)
        .values({ name: 'x.pdf', type: 'other', format: 'pdf', size: bytes.length, sha256: sha256(bytes) })
        .returning({ id: auditDocuments.id });
      await staged.reference(tx, [{ documentId: row!.id, sha256: sha256(bytes) }]);
      return row!.id;
    });
  } finally {
    staged.release();
  }
}

async function documentCount(database: Database): Promise<number> {
  return (await database.db.select({ id: auditDocuments.id }).from(auditDocuments)).length;
}

describe('document files beside the embedded database', () => {
  it('after a crash between the file and the commit, the next start removes what no row names', async () => {
    const dataDir = path.join(root, 'crash');
    const kept = Buffer.from('%PDF-1.4 kept');
    const orphan = Buffer.from('%PDF-1.4 orphan');
    let database = await openPglite(dataDir);
    let store = storeOf(database);
    expect(store.folder).toBe(path.join(dataDir, DOCUMENTS_FOLDER));
    const id = await storeDocument(database, kept);
    // The state a kill -9 leaves after the rename but before the commit: a durable file, no row.
    await database.documents.put([{ sha256: sha256(orphan), bytes: orphan }]);
    const orphanFile = store.filePath(sha256(orphan));
    // …and the one it leaves in the middle of a write: a partial file beside it.
    const partial = `${store.filePath(sha256(kept))}.0123456789ab${PARTIAL_SUFFIX}`;
    fs.writeFileSync(partial, 'half');
    // …and an upload cut off while it was being received into the spool folder.
    fs.mkdirSync(store.spoolFolder, { recursive: true });
    const receiving = path.join(store.spoolFolder, `0123456789abcdef01234567${PARTIAL_SUFFIX}`);
    fs.writeFileSync(receiving, '%PDF-1.4 yarım');
    expect(fs.existsSync(orphanFile)).toBe(true);
    await database.close();

    database = await openPglite(dataDir);
    store = storeOf(database);
    try {
      expect(fs.existsSync(orphanFile)).toBe(false);
      expect(fs.existsSync(partial)).toBe(false);
      expect(fs.existsSync(receiving)).toBe(false);
      expect(Buffer.from((await store.read(id))!).equals(kept)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('a file that cannot be written leaves no row (the row never names a missing file)', async () => {
    const database = await openPglite(path.join(root, 'unwritable'));
    try {
      const bytes = Buffer.from('%PDF-1.4 nowhere');
      const store = storeOf(database);
      // A file where the folder of this name should be: mkdir fails as a full or broken disk would.
      fs.mkdirSync(store.folder, { recursive: true });
      fs.writeFileSync(path.dirname(store.filePath(sha256(bytes))), 'not a folder');
      await expect(storeDocument(database, bytes)).rejects.toThrow();
      expect(await documentCount(database)).toBe(0);
      expect(await database.db.select().from(auditDocumentContents)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('a delete waits for an upload of the same content to commit, and keeps the file it names', async () => {
    const database = await openPglite(path.join(root, 'race'));
    try {
      const bytes = Buffer.from('%PDF-1.4 race');
      const store = storeOf(database);
      const staged = await store.put([{ sha256: sha256(bytes), bytes }]);
      // No row names the file yet: without the lock this delete would remove it under the upload.
      const deleting = store.deleteUnreferenced([sha256(bytes)]);
      // Time enough for an unguarded delete to check and unlink before the upload's rows go in.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const id = await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(auditDocuments)
          .values({ name: 'r.pdf', type: 'other', format: 'pdf', size: bytes.length, sha256: sha256(bytes) })
          .returning({ id: auditDocuments.id });
        await staged.reference(tx, [{ documentId: row!.id, sha256: sha256(bytes) }]);
        return row!.id;
      });
      staged.release();
      await deleting;
      expect(Buffer.from((await store.read(id))!).equals(bytes)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('reads a row written before document files from its bytea column', async () => {
    const database = await openPglite(undefined);
    try {
      const bytes = Buffer.from('%PDF-1.4 legacy');
      const [row] = await database.db
        .insert(auditDocuments)
        .values({ name: 'eski.pdf', type: 'other', format: 'pdf', size: bytes.length, sha256: sha256(bytes) })
        .returning({ id: auditDocuments.id });
      await database.db.insert(auditDocumentContents).values({ documentId: row!.id, content: bytes });
      expect(Buffer.from((await database.documents.read(row!.id))!).equals(bytes)).toBe(true);
      // No file holds them: the reader gets the bytes themselves.
      const located = await database.documents.locate(row!.id);
      expect(located && 'bytes' in located && Buffer.from(located.bytes).equals(bytes)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('locates a stored document by its file, which holds its bytes (the reader opens it, not the server)', async () => {
    const database = await openPglite(undefined);
    try {
      const bytes = Buffer.from('%PDF-1.4 dosyada');
      const staged = await database.documents.put([{ sha256: sha256(bytes), bytes }]);
      const id = await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(auditDocuments)
          .values({ name: 'd.pdf', type: 'other', format: 'pdf', size: bytes.length, sha256: sha256(bytes) })
          .returning({ id: auditDocuments.id });
        await staged.reference(tx, [{ documentId: row!.id, sha256: sha256(bytes) }]);
        return row!.id;
      });
      staged.release();
      const located = await database.documents.locate(id);
      expect(located && 'file' in located).toBe(true);
      if (located && 'file' in located) expect(fs.readFileSync(located.file).equals(bytes)).toBe(true);
      expect(await database.documents.locate('00000000-0000-0000-0000-000000000000')).toBeNull();
    } finally {
      await database.close();
    }
  });
});
