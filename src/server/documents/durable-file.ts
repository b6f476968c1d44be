import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Suffix of a file being written: never read as a document, removed at start-up. */
export const PARTIAL_SUFFIX = '.partial';

/** fsync of a folder: makes a rename or an unlink in it survive a power cut. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `bytes` (one buffer, or the chunks of an upload in order: written with writev, never joined
 * into one buffer on the event loop) to `target` so that after a crash the name holds either nothing
 * or every byte:
 * a temporary file beside it, fsynced, renamed over the name, then the folder fsynced (and the
 * folders made for it). All of it
 * runs on libuv's thread pool; the event loop only waits.
 */
export async function writeFileDurably(
  target: string,
  bytes: Uint8Array | readonly Uint8Array[],
): Promise<void> {
  const folder = path.dirname(target);
  await makeFolderDurably(folder);
  const partial = `${target}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
  try {
    const handle = await fs.open(partial, 'wx', 0o600);
    try {
      if (bytes instanceof Uint8Array) await handle.writeFile(bytes);
      else await writeAll(handle, bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/** Makes `folder` (and its missing parents); each folder made is itself a new name, fsynced in its parent. */
async function makeFolderDurably(folder: string): Promise<void> {
  const created = await fs.mkdir(folder, { recursive: true });
  if (created === undefined) return;
  const first = path.resolve(created);
  for (let made = path.resolve(folder); ; made = path.dirname(made)) {
    await syncFolder(path.dirname(made));
    if (made === first || path.dirname(made) === made) break;
  }
}

/**
 * Gives the complete file `source` the name `target` (same file system) so that after a crash the name
 * holds either nothing or every byte: the file fsynced, renamed, the folder fsynced.
 */
export async function moveFileDurably(source: string, target: string): Promise<void> {
  const folder = path.dirname(target);
  await makeFolderDurably(folder);
  const handle = await fs.open(source, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(source, target);
  await syncFolder(folder);
}

/**
 * A file an upload is written to as it arrives (`<folder>/<random>.partial`, removed at start-up if a
 * crash leaves it): the chunks go to disk and are dropped, so ten 19 MB parts are never 190 MB held in
 * the server's memory (whose growth made V8 collect every ~250 ms, 4-30 ms each, during the upload).
 */
export async function openSpoolFile(
  folder: string,
): Promise<{ file: string; write(chunks: readonly Uint8Array[]): Promise<void>; close(): Promise<void> }> {
  await makeFolderDurably(folder);
  const file = path.join(folder, `${randomBytes(12).toString('hex')}${PARTIAL_SUFFIX}`);
  const handle = await fs.open(file, 'wx', 0o600);
  return {
    file,
    write: (chunks) => writeAll(handle, chunks),
    close: () => handle.close(),
  };
}

/** Every chunk in order; writev may write fewer bytes than asked, the rest follows. */
async function writeAll(handle: fs.FileHandle, chunks: readonly Uint8Array[]): Promise<void> {
  let pending = chunks.filter((chunk) => chunk.byteLength > 0);
  while (pending.length > 0) {
    let { bytesWritten } = await handle.writev(pending);
    while (pending.length > 0 && bytesWritten >= (pending[0]?.byteLength ?? 0)) {
      bytesWritten -= pending[0]?.byteLength ?? 0;
      pending = pending.slice(1);
    }
    const [first, ...rest] = pending;
    if (first && bytesWritten > 0) pending = [first.subarray(bytesWritten), ...rest];
  }
}

/** The whole file in a buffer of its own (transferable to a worker thread), read on the thread pool. */
export async function readWholeFile(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = new Uint8Array(size);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(bytes, offset, size - offset, offset);
      if (bytesRead === 0) throw new Error(`${file}: file shorter than its size`);
      offset += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}
