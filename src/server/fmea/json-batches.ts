/**
 * JSON texts for batched INSERTs, made on a pool thread and kept as one UTF-8 buffer: batch i ends at
 * `ends[i]`. Bytes, not strings: 11 000 long lines or plan items as JS strings are ~90 MB of UTF-16 to
 * clone onto the event loop (and to collect); the bytes move across at once (MovedResult), and each batch is decoded
 * just before its INSERT.
 */
export interface JsonBatches {
  bytes: Uint8Array;
  ends: number[];
}

/** Packs batch texts (pool thread). */
export function packJsonBatches(texts: Iterable<string>): JsonBatches {
  const parts: Buffer[] = [];
  const ends: number[] = [];
  let end = 0;
  for (const text of texts) {
    const part = Buffer.from(text, 'utf8');
    parts.push(part);
    end += part.byteLength;
    ends.push(end);
  }
  const joined = Buffer.concat(parts, end);
  return { bytes: new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength), ends };
}

/** Batch `index` as text. */
export function jsonBatchAt({ bytes, ends }: JsonBatches, index: number): string {
  const start = index === 0 ? 0 : (ends[index - 1] ?? 0);
  const end = ends[index] ?? start;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
}
