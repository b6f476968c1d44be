import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collectRawBody } from './raw-body';

const MiB = 1024 * 1024;

/** A request stream that delivers `bytes` in chunks of the given sizes (cycled), then ends. */
function streamOf(bytes: Buffer, chunkSizes: number[], end = true): PassThrough {
  const stream = new PassThrough();
  let offset = 0;
  for (let i = 0; offset < bytes.length; i++) {
    const size = chunkSizes[i % chunkSizes.length] ?? 1;
    stream.write(bytes.subarray(offset, offset + size));
    offset += size;
  }
  if (end) stream.end();
  return stream;
}

function patterned(length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}

describe('collectRawBody', () => {
  it('keeps every byte in order, in parts of at most 1 MiB that own their memory', async () => {
    const bytes = patterned(2.5 * MiB + 17);
    const body = await collectRawBody(
      streamOf(bytes, [65_536, 1_000, 300_001]),
      32 * MiB,
      String(bytes.length),
    );
    expect(Buffer.concat(body.parts).equals(bytes)).toBe(true);
    expect(body.parts.map((part) => part.length)).toEqual([MiB, MiB, 0.5 * MiB + 17]);
    // Each part moves to the pool thread without a copy.
    expect(body.transferList).toHaveLength(body.parts.length);
  });

  it('a small body is copied from the shared pool (cloned to the thread, not moved)', async () => {
    const bytes = Buffer.from('{"nominal":25,"values":[24.98,25.01,25.03]}');
    const body = await collectRawBody(streamOf(bytes, [10]), MiB, String(bytes.length));
    expect(Buffer.concat(body.parts).equals(bytes)).toBe(true);
    expect(body.transferList).toEqual([]);
  });

  it('reads a body without Content-Length (chunked) the same way', async () => {
    const bytes = Buffer.from(JSON.stringify({ name: 'Büyük PFMEA — şğüöçıİ', rows: [] }));
    const body = await collectRawBody(streamOf(bytes, [3, 7]), MiB, undefined);
    expect(Buffer.concat(body.parts).toString('utf8')).toBe(bytes.toString('utf8'));
  });

  it('an empty body gives no parts', async () => {
    const body = await collectRawBody(streamOf(Buffer.alloc(0), [1]), MiB, '0');
    expect(body.parts).toEqual([]);
  });

  it('refuses a declared length over the limit before reading a byte (413)', async () => {
    const stream = new PassThrough();
    await expect(collectRawBody(stream, 1000, '1001')).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(stream.listenerCount('data')).toBe(0);
  });

  it('stops reading once more than the limit has arrived without a declared length (413)', async () => {
    const stream = streamOf(patterned(5000), [700], false);
    await expect(collectRawBody(stream, 4000, undefined)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(stream.listenerCount('data')).toBe(0);
  });

  it('refuses a body shorter or longer than its Content-Length (400)', async () => {
    const bytes = patterned(1000);
    await expect(collectRawBody(streamOf(bytes, [100]), MiB, '1200')).rejects.toMatchObject({
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
      statusCode: 400,
    });
    await expect(collectRawBody(streamOf(bytes, [100], false), MiB, '900')).rejects.toMatchObject({
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    });
  });

  it('a broken upload is a 400', async () => {
    const stream = new PassThrough();
    const collected = collectRawBody(stream, MiB, '100');
    stream.write(Buffer.alloc(10));
    stream.destroy(new Error('aborted'));
    await expect(collected).rejects.toMatchObject({ message: 'aborted', statusCode: 400 });
  });
});
