import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditDocumentContents } from '../db/schema-audit';
import {
  byteLength,
  contentsRow,
  ownBuffer,
  type DocumentBytes,
  type DocumentLocation,
  type DocumentStore,
  type StagedReference,
} from './document-store';
import { moveFileDurably, PARTIAL_SUFFIX, readWholeFile, syncFolder, writeFileDurably } from './durable-file';
import { KeyLock } from './key-lock';

const SHA256 = /^[0-9a-f]{64}$/;

/** `DATA_DIR/documents`: the embedded database's document files. */
export const DOCUMENTS_FOLDER = 'documents';
/** `DATA_DIR/documents/incoming`: uploads being received (`*.partial`, swept at start-up). */
const SPOOL_FOLDER = 'incoming';

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await fs.stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Document bytes as files `<folder>/<first 2 hex>/<sha-256>` beside the embedded database: PGlite
 * is one connection, and moving 19 MB through it held every request for seconds (a bytea
 * insert of 19 MB took 7-10 s, a select 1.5-3 s; the same file written and fsynced took 15 ms on
 * the thread pool). A file is durable before the transaction that names it, so a committed row never
 * names a missing file; a crash between the two leaves an unnamed file, removed at the next start
 * (`sweep`) or reused by the next upload of the same content. Writers and deleters of one name take
 * turns (KeyLock), so a delete never removes a file an upload is about to name.
 */
export class FileDocumentStore implements DocumentStore {
  readonly kind = 'files' as const;
  private readonly lock = new KeyLock();

  constructor(
    readonly folder: string,
    private readonly db: Db,
    private readonly removeOnClose = false,
  ) {}

  /** Where the file of `sha256` is; throws on anything that is not a sha-256 (never a path of the user's). */
  filePath(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha-256: ${sha256}`);
    return path.join(this.folder, sha256.slice(0, 2), sha256);
  }

  /** Uploads are written here as they arrive, then renamed to their sha-256 name (same file system). */
  get spoolFolder(): string {
    return path.join(this.folder, SPOOL_FOLDER);
  }

  async put(documents: DocumentBytes[]) {
    const unique = new Map(documents.map((d) => [d.sha256, d]));
    const release = await this.lock.acquire(unique.keys());
    try {
      for (const [sha256, { bytes, spooled }] of unique) {
        const file = this.filePath(sha256);
        const size = spooled ? spooled.size : byteLength(bytes);
        // Same content already there (another document, or a crash's leftover): one file for both.
        if ((await sizeOf(file)) === size) continue;
        if (spooled) await moveFileDurably(this.spooledFile(spooled.file), file);
        else await writeFileDurably(file, bytes);
      }
    } catch (error) {
      release();
      throw error;
    }
    return {
      async reference(tx: Db, documents: readonly StagedReference[]) {
        for (const { sha256 } of documents)
          if (!unique.has(sha256)) throw new Error(`no staged file for ${sha256}`);
        // One statement for the request's documents: each statement holds the embedded database's thread.
        if (documents.length > 0)
          await tx
            .insert(auditDocumentContents)
            .values(documents.map(({ documentId, sha256 }) => ({ documentId, fileSha256: sha256 })));
      },
      release,
    };
  }

  /** A spooled file's path, refused unless it is in the spool folder (never a path of the user's). */
  private spooledFile(file: string): string {
    if (path.dirname(path.resolve(file)) !== path.resolve(this.spoolFolder)) {
      throw new Error(`not a spooled upload: ${file}`);
    }
    return file;
  }

  async read(documentId: string): Promise<Uint8Array | null> {
    const row = await contentsRow(this.db, documentId);
    // Rows written before document files keep their bytes in the column (no heavy move at start-up).
    if (row?.content) return ownBuffer(row.content);
    return row?.fileSha256 ? this.readFile(row.fileSha256) : null;
  }

  async locate(documentId: string): Promise<DocumentLocation | null> {
    const row = await contentsRow(this.db, documentId);
    if (row?.content) return { bytes: ownBuffer(row.content) };
    return row?.fileSha256 && SHA256.test(row.fileSha256) ? { file: this.filePath(row.fileSha256) } : null;
  }

  async readFile(sha256: string): Promise<Uint8Array | null> {
    try {
      return await readWholeFile(this.filePath(sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async deleteUnreferenced(sha256s: readonly string[]): Promise<void> {
    for (const sha256 of new Set(sha256s)) {
      if (!SHA256.test(sha256)) continue;
      const release = await this.lock.acquire([sha256]);
      try {
        const [named] = await this.db
          .select({ id: auditDocumentContents.documentId })
          .from(auditDocumentContents)
          .where(eq(auditDocumentContents.fileSha256, sha256))
          .limit(1);
        if (named) continue;
        const file = this.filePath(sha256);
        if ((await sizeOf(file)) === null) continue;
        await fs.rm(file, { force: true });
        await syncFolder(path.dirname(file));
      } finally {
        release();
      }
    }
  }

  /**
   * At start-up: half-written files and files no row names (a crash between the write and the
   * commit, or between the commit of a delete and the unlink) are removed.
   */
  async sweep(): Promise<{ removed: number }> {
    let removed = 0;
    const names: string[] = [];
    for (const prefix of await fs.readdir(this.folder).catch(() => [] as string[])) {
      const sub = path.join(this.folder, prefix);
      const entries = await fs.readdir(sub).catch(() => [] as string[]);
      for (const name of entries) {
        if (name.endsWith(PARTIAL_SUFFIX)) {
          await fs.rm(path.join(sub, name), { force: true });
          removed++;
        } else if (SHA256.test(name) && name.startsWith(prefix)) names.push(name);
      }
    }
    for (const name of names) {
      const before = await sizeOf(this.filePath(name));
      await this.deleteUnreferenced([name]);
      if (before !== null && (await sizeOf(this.filePath(name))) === null) removed++;
    }
    return { removed };
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await fs.rm(this.folder, { recursive: true, force: true });
  }
}
