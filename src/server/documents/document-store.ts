import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditDocumentContents } from '../db/schema-audit';

/**
 * One document's bytes and their sha-256 (hex), as the upload computed it: one buffer, or the upload's
 * chunks in order (a 19 MB part is not joined into one buffer on the event loop).
 */
export interface DocumentBytes {
  sha256: string;
  bytes: Buffer | readonly Buffer[];
  /** Instead of `bytes`: the complete file the upload was written to in `spoolFolder`, and its size. */
  spooled?: { file: string; size: number };
}

/** The bytes in one buffer (PostgreSQL's bytea parameter wants one). */
export const joined = (bytes: DocumentBytes['bytes']): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.concat(bytes);

/** How many bytes, without joining chunks. */
export const byteLength = (bytes: DocumentBytes['bytes']): number =>
  Buffer.isBuffer(bytes) ? bytes.byteLength : bytes.reduce((sum, chunk) => sum + chunk.byteLength, 0);

export type DocumentLocation = { file: string } | { bytes: Uint8Array };

export interface StagedReference {
  documentId: string;
  sha256: string;
}

/** Bytes made ready before the transaction that creates the document rows. */
interface StagedContents {
  /** Inside that transaction: the rows that say where each document's bytes are. */
  reference(tx: Db, documents: readonly StagedReference[]): Promise<void>;
  /** After the transaction, committed or not. */
  release(): void;
}

/**
 * Where uploaded documents' bytes live, chosen with the database at start-up: files under
 * DATA_DIR on the embedded database (file-document-store.ts), bytea in PostgreSQL otherwise
 * (database-document-store.ts), so every instance sees them.
 */
export interface DocumentStore {
  kind: 'files' | 'database';
  /**
   * Where an upload may write a document as it arrives (on the store's file system, so it becomes the
   * document's file by a rename), or null when the bytes must pass through memory (bytea).
   */
  spoolFolder: string | null;
  /** Durable before any row names them; same content, one file. */
  put(documents: DocumentBytes[]): Promise<StagedContents>;
  /** A document's bytes in a buffer of their own (transferable), or null when there are none. */
  read(documentId: string): Promise<Uint8Array | null>;
  /**
   * Where a reader off the event loop finds a document: its file, which the reader opens itself (the
   * bytes never pass through the server's process), or its bytes when no file holds them; null when
   * there are none.
   */
  locate(documentId: string): Promise<DocumentLocation | null>;
  /** The bytes a row names (backups): a file's content, or null when the store has no files. */
  readFile(sha256: string): Promise<Uint8Array | null>;
  /** After rows were deleted (committed): removes the files no row names any longer. */
  deleteUnreferenced(sha256s: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Where the row says the bytes are: a bytea value (PostgreSQL, rows from before files) or a file. */
export async function contentsRow(
  db: Db,
  documentId: string,
): Promise<{ content: Buffer | null; fileSha256: string | null } | null> {
  const [row] = await db
    .select({ content: auditDocumentContents.content, fileSha256: auditDocumentContents.fileSha256 })
    .from(auditDocumentContents)
    .where(eq(auditDocumentContents.documentId, documentId));
  return row ?? null;
}

/** A copy in a fresh buffer: the reader's thread takes it over (transfer), the row's buffer stays. */
export function ownBuffer(content: Buffer): Uint8Array {
  const bytes = new Uint8Array(content.byteLength);
  bytes.set(content);
  return bytes;
}
