/**
 * Test helper: captures what the server's pino logger writes to fd 1 (through sonic-boom's fs.write
 * and fs.writeSync), so a test can search every log line for a secret. Restore with vi.restoreAllMocks().
 */
import fs from 'node:fs';
import { vi } from 'vitest';

type WriteCallback = (error: NodeJS.ErrnoException | null, written: number) => void;

const chunkText = (data: unknown) => (Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
const chunkBytes = (data: unknown) => (Buffer.isBuffer(data) ? data.length : Buffer.byteLength(String(data)));

/** Starts capturing; the returned function gives everything written so far. */
export function captureServerLog(): () => string {
  const chunks: string[] = [];
  const realWrite = fs.write.bind(fs) as (...args: unknown[]) => void;
  const realWriteSync = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
  vi.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
    const [fd, data] = args;
    const done = args.at(-1);
    if (fd !== 1 || typeof done !== 'function') return realWrite(...args);
    chunks.push(chunkText(data));
    process.nextTick(() => (done as WriteCallback)(null, chunkBytes(data)));
  }) as unknown as typeof fs.write);
  vi.spyOn(fs, 'writeSync').mockImplementation(((...args: unknown[]) => {
    const [fd, data] = args;
    if (fd !== 1) return realWriteSync(...args);
    chunks.push(chunkText(data));
    return chunkBytes(data);
  }) as unknown as typeof fs.writeSync);
  return () => chunks.join('');
}
