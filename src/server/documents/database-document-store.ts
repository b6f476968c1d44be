import type { Db } from '../db/database';
import { auditDocumentContents } from '../db/schema-audit';
import { contentsRow, joined, ownBuffer, type DocumentBytes, type DocumentStore } from './document-store';
import { readWholeFile } from './durable-file';

/**
 * Bytes in PostgreSQL's bytea column: every instance of a scaled-out installation reads them, and
 * the pg driver moves them on its socket without holding the event loop the way embedded PGlite does.
 */
export function databaseDocumentStore(db: Db): DocumentStore {
  return {
    kind: 'database',
    // bytea: the bytes pass through memory to the database anyway
    spoolFolder: null,
    async put(documents: DocumentBytes[]) {
      const bytesOf = new Map<string, Buffer>();
      for (const d of documents)
        bytesOf.set(d.sha256, d.spooled ? Buffer.from(await readWholeFile(d.spooled.file)) : joined(d.bytes));
      return {
        async reference(tx, documents) {
          // One row per statement: each carries up to 20 MB of bytea to the server.
          for (const { documentId, sha256 } of documents) {
            const content = bytesOf.get(sha256);
            if (!content) throw new Error(`no staged bytes for ${sha256}`);
            await tx.insert(auditDocumentContents).values({ documentId, content });
          }
        },
        release() {},
      };
    },
    async read(documentId) {
      const row = await contentsRow(db, documentId);
      return row?.content ? ownBuffer(row.content) : null;
    },
    async locate(documentId) {
      const bytes = await this.read(documentId);
      return bytes ? { bytes } : null;
    },
    async readFile() {
      return null;
    },
    async deleteUnreferenced() {},
    async close() {},
  };
}
