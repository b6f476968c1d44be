import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import {
  AUDIT_ACCEPTED_EXTENSIONS,
  AUDIT_API_MESSAGES,
  AUDIT_LIMITS,
  type TAuditDocument,
} from '../../domain/audit/api-contract';
import { guessDocumentType } from '../../domain/audit/document-type';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { auditDocuments } from '../db/schema-audit';
import type { DocumentStore } from '../documents/document-store';
import { AppError, badRequest } from '../http/app-error';
import { detectFormat, PDF_MAGIC_WINDOW, type DetectedFormat } from '../documents/detect-format';
import { openSpoolFile } from '../documents/durable-file';
import { getDocuments } from './present-document';
import { assertStorageQuota, type StorageLimits } from './storage-quota';

export interface ReceivedFile {
  name: string;
  /**
   * The part's chunks as they arrived. A PDF keeps them apart (stored with writev): joining 19 MB
   * into one buffer held the event loop 50-120 ms per file and doubled the upload's memory; an
   * Office or unknown file is joined (one chunk) because its format and container checks read it whole.
   */
  chunks: Buffer[];
  /**
   * A PDF received into the store's spool folder instead (chunks empty): written as it arrived, then
   * renamed to its sha-256 name by the store. Office files stay in memory: their checks read them whole.
   */
  spooled?: string;
  size: number;
  /** sha-256 (hex) of the bytes, hashed chunk by chunk as they arrived (no 20 MB hash in one go). */
  sha256: string;
  /** What the bytes are (detect-format.ts). */
  detected: DetectedFormat;
}

/** The first `count` bytes of the chunks (a copy of at most that many). */
function head(chunks: readonly Buffer[], count: number): Buffer {
  const taken: Buffer[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (size >= count) break;
    taken.push(chunk.subarray(0, count - size));
    size += Math.min(chunk.byteLength, count - size);
  }
  return Buffer.concat(taken);
}

/** The format by the bytes: a PDF by its first KiB (as detectFormat decides it); others read whole. */
function detectChunks(chunks: Buffer[]): { chunks: Buffer[]; detected: DetectedFormat } {
  const start = head(chunks, PDF_MAGIC_WINDOW);
  const first = detectFormat(start);
  if (first.format === 'pdf') return { chunks, detected: first };
  const whole = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
  return { chunks: [whole], detected: detectFormat(whole) };
}

/** The bytes of a received file in one buffer (an Office file is one chunk already: no copy). */
export const receivedBytes = (file: Pick<ReceivedFile, 'chunks'>): Buffer =>
  file.chunks.length === 1 && file.chunks[0] ? file.chunks[0] : Buffer.concat(file.chunks);

const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);

/** A file name as the user should see it: no path, no control characters, NFC, at most 255 characters. */
function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (clean || 'doküman').slice(0, 255);
}

type Spool = Awaited<ReturnType<typeof openSpoolFile>>;

/**
 * One part's bytes and their sha-256, each chunk hashed as it arrives. With a spool folder, a part whose
 * first KiB says PDF goes to a file there from then on (its chunks dropped once written; the socket
 * waits for the disk); anything else is kept in memory, as its checks read it whole.
 */
async function receiveBytes(
  file: MultipartFile,
  spoolFolder: string | null,
): Promise<Omit<ReceivedFile, 'name'>> {
  const hash = createHash('sha256');
  let chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  let spool: Spool | null = null;
  let decided = false;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      // Past the size limit the rest is drained, not kept: the request is refused as a whole.
      if (truncated || file.file.truncated) {
        truncated = true;
        chunks.length = 0;
        continue;
      }
      hash.update(chunk);
      size += chunk.byteLength;
      if (spool) {
        await spool.write([chunk]);
        continue;
      }
      chunks.push(chunk);
      if (!decided && spoolFolder !== null && size >= PDF_MAGIC_WINDOW) {
        decided = true;
        if (detectFormat(head(chunks, PDF_MAGIC_WINDOW)).format === 'pdf') {
          spool = await openSpoolFile(spoolFolder);
          await spool.write(chunks);
          chunks = [];
        }
      }
    }
    if (truncated || file.file.truncated) throw tooLarge(AUDIT_API_MESSAGES.fileTooLarge);
  } catch (error) {
    if (spool) {
      const { file: partial } = spool;
      await spool.close().finally(() => fs.rm(partial, { force: true }));
    }
    throw error;
  }
  const sha256 = hash.digest('hex');
  if (!spool) return { ...detectChunks(chunks), size, sha256 };
  await spool.close();
  return { chunks: [], spooled: spool.file, detected: { format: 'pdf', encrypted: false }, size, sha256 };
}

/** Removes what a request spooled and the store did not take (a refused upload, a repeated file). */
export async function discardSpooled(files: readonly Pick<ReceivedFile, 'spooled'>[]): Promise<void> {
  await Promise.all(files.map((file) => (file.spooled ? fs.rm(file.spooled, { force: true }) : undefined)));
}

/**
 * Reads every file part of the request into memory (each bounded by the multipart `fileSize` limit,
 * the count by `files`), refusing the request as a whole when one is too large or too many.
 */
export async function receiveFiles(
  files: AsyncIterableIterator<MultipartFile>,
  spoolFolder: string | null = null,
): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  try {
    for await (const file of files) {
      if (file.fieldname !== 'files') {
        file.file.resume();
        continue;
      }
      received.push({ name: cleanFileName(file.filename), ...(await receiveBytes(file, spoolFolder)) });
    }
  } catch (error) {
    await discardSpooled(received);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(AUDIT_API_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw tooLarge(AUDIT_API_MESSAGES.tooManyFiles);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(
        415,
        'unsupported_media_type',
        'Dosyalar multipart/form-data olarak gönderilmelidir.',
      );
    }
    throw error;
  }
  return received;
}

/**
 * Stores the uploaded files: each is checked by its bytes (an unknown content is accepted only under
 * an auditor extension, so a damaged file still becomes a finding), typed by its name (spec §5.1),
 * its bytes made durable in the document store first (a file beside PGlite), then its rows written
 * in one transaction, within the storage quota (storage-quota.ts).
 */
export async function uploadDocuments(
  db: Db,
  store: DocumentStore,
  viewer: Viewer,
  files: ReceivedFile[],
  quota: StorageLimits,
): Promise<TAuditDocument[]> {
  if (files.length === 0) throw badRequest(AUDIT_API_MESSAGES.noFiles, 'files');
  const prepared = files.map((file) => {
    if (file.size === 0) throw badRequest(`${AUDIT_API_MESSAGES.emptyFile}: ${file.name}`, 'files');
    if (file.size > AUDIT_LIMITS.maxFileBytes) throw tooLarge(AUDIT_API_MESSAGES.fileTooLarge);
    const { detected } = file;
    const extension = path.extname(file.name).toLocaleLowerCase('tr-TR');
    const accepted =
      detected.format !== 'unknown' ||
      detected.encrypted ||
      (AUDIT_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
    if (!accepted) {
      throw new AppError(
        415,
        'unsupported_file',
        `${AUDIT_API_MESSAGES.unsupportedFile} (${file.name})`,
        'files',
      );
    }
    return {
      name: file.name,
      type: guessDocumentType(file.name),
      format: detected.format,
      size: file.size,
      sha256: file.sha256,
      bytes: file.chunks,
      ...(file.spooled ? { spooled: { file: file.spooled, size: file.size } } : {}),
    };
  });
  const staged = await store.put(prepared);
  let ids: string[];
  try {
    ids = await db.transaction(async (tx) => {
      const incoming = prepared.reduce((sum, file) => sum + file.size, 0);
      await assertStorageQuota(tx, viewer, incoming, quota);
      // Ids made here, so the request's rows go in as one statement each table (a statement holds the
      // embedded database's thread: ten documents were twenty of them).
      const rows = prepared.map((file) => ({ id: randomUUID(), ...file }));
      await tx.insert(auditDocuments).values(
        rows.map((row) => ({
          id: row.id,
          userId: viewer.id,
          name: row.name,
          type: row.type,
          format: row.format,
          size: row.size,
          sha256: row.sha256,
        })),
      );
      await staged.reference(
        tx,
        rows.map((row) => ({ documentId: row.id, sha256: row.sha256 })),
      );
      return rows.map((row) => row.id);
    });
  } catch (error) {
    staged.release();
    // A refused upload (quota) leaves files no row names: they go now, not at the next start.
    await store.deleteUnreferenced(prepared.map((file) => file.sha256));
    throw error;
  } finally {
    staged.release();
  }
  return getDocuments(db, ids, viewer);
}
