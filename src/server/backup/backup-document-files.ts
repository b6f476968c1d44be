import { createHash } from 'node:crypto';
import type { DocumentStore } from '../documents/document-store';
import type { TableInfo } from './backup-tables';

/** The table whose rows name document files (schema-audit.ts). */
const CONTENTS_TABLE = 'audit_document_contents';
const FILE_COLUMN = 'file_sha256';

interface ContentsRow {
  content: string | null;
  file_sha256?: string | null;
  [column: string]: unknown;
}

/** Whether rows of `table` may name files (the backup inlines them, a restore may write them out). */
export const namesFiles = (table: TableInfo): boolean =>
  table.name === CONTENTS_TABLE && table.columns.includes(FILE_COLUMN);

/**
 * Backup: a row that names a file carries the file's bytes instead, in the form PostgreSQL gives a
 * bytea value (`\x` hex), so the file is the same whichever engine wrote it, an older version
 * restores it, and it loads into PostgreSQL as it is. A row whose file is missing fails the backup:
 * a backup without a document's bytes would only be found wanting on the day it is restored.
 */
export async function inlineFile(
  store: DocumentStore,
  line: string,
): Promise<{ line: string; bytes: number }> {
  if (!line.includes(`"${FILE_COLUMN}":"`)) return { line, bytes: 0 };
  const row = JSON.parse(line) as ContentsRow;
  if (!row.file_sha256) return { line, bytes: 0 };
  const bytes = await store.readFile(row.file_sha256);
  if (!bytes) throw new Error(`doküman dosyası bulunamadı: ${row.file_sha256}`);
  const inlined = {
    ...row,
    content: `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
    [FILE_COLUMN]: null,
  };
  return { line: JSON.stringify(inlined), bytes: bytes.byteLength };
}

/**
 * Restore into a store of files (the embedded database): a row's bytes become a file named by their
 * sha-256, written durably before the row goes in, and the row names the file. Into PostgreSQL
 * (or a backup of a level before document files) the row stays as it is: bytea.
 */
export async function writeOutFile(store: DocumentStore, line: string): Promise<string> {
  if (store.kind !== 'files') return line;
  const row = JSON.parse(line) as ContentsRow;
  if (typeof row.content !== 'string' || !row.content.startsWith('\\x')) return line;
  const bytes = Buffer.from(row.content.slice(2), 'hex');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const staged = await store.put([{ sha256, bytes }]);
  // A restore writes alone into an empty target (nothing deletes meanwhile): the lock can go at once.
  staged.release();
  return JSON.stringify({ ...row, content: null, [FILE_COLUMN]: sha256 });
}
