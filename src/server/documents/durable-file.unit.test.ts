import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PARTIAL_SUFFIX, readWholeFile, writeFileDurably } from './durable-file';
import { KeyLock } from './key-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-durable-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('writeFileDurably', () => {
  it('makes the folders, writes every byte under the name and leaves no partial file', async () => {
    const target = path.join(root, 'documents', 'ab', 'abcdef');
    const bytes = Buffer.from('%PDF-1.4 içerik');
    await writeFileDurably(target, bytes);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);
    expect(fs.readdirSync(path.dirname(target)).filter((n) => n.endsWith(PARTIAL_SUFFIX))).toEqual([]);
    // Over an existing name: replaced whole.
    await writeFileDurably(target, Buffer.from('yeni'));
    expect(Buffer.from(await readWholeFile(target)).toString()).toBe('yeni');
  });

  it("writes an upload's chunks in order without joining them (more chunks than one writev takes)", async () => {
    const target = path.join(root, 'documents', 'cd', 'chunks');
    // 3 000 chunks (IOV_MAX is 1 024), some empty, of varying sizes.
    const chunks = Array.from({ length: 3000 }, (_, i) =>
      Buffer.alloc(i % 7 === 0 ? 0 : 1 + (i % 97), i % 251),
    );
    await writeFileDurably(target, chunks);
    expect(fs.readFileSync(target).equals(Buffer.concat(chunks))).toBe(true);
    expect(fs.readdirSync(path.dirname(target)).filter((n) => n.endsWith(PARTIAL_SUFFIX))).toEqual([]);
  });

  it('reads a file into a buffer of its own (transferable: offset 0, exactly its size)', async () => {
    const file = path.join(root, 'own');
    fs.writeFileSync(file, Buffer.alloc(300_000, 7));
    const bytes = await readWholeFile(file);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(300_000);
  });
});

describe('KeyLock', () => {
  it('lets one holder of a key in at a time; other keys pass', async () => {
    const lock = new KeyLock();
    const order: string[] = [];
    const first = await lock.acquire(['a', 'b']);
    const second = lock.acquire(['b']).then((release) => {
      order.push('second');
      release();
    });
    const other = lock.acquire(['c']).then((release) => {
      order.push('other');
      release();
    });
    await other;
    expect(order).toEqual(['other']);
    first();
    await second;
    expect(order).toEqual(['other', 'second']);
  });
});
