import type { Readable } from 'node:stream';
import { errorCodes } from 'fastify';
import { ownedMemory } from './moved-result';

/**
 * A request body kept as bytes for a worker thread to parse, in the parts it arrived in. Opaque on
 * purpose (no enumerable properties): hooks that walk a parsed JSON body, such as the NUL guard, see
 * an empty object here instead of walking up to 32 MiB byte by byte on the event loop.
 */
export class RawBody {
  readonly #parts: readonly Buffer[];

  constructor(parts: readonly Buffer[]) {
    this.#parts = parts;
  }

  /** The body's bytes in order; the pool thread joins them. */
  get parts(): readonly Buffer[] {
    return this.#parts;
  }

  /** What a pool task may take without a copy: every part that owns its memory moves to the thread. */
  get transferList(): ArrayBuffer[] {
    return this.#parts.flatMap(ownedMemory);
  }
}

/** Bytes per part: memory grows with what arrived, and no copy on the event loop is larger than this. */
const PART_BYTES = 1024 * 1024;

/**
 * Up to this size a body is taken from Node's shared buffer pool and cloned to the pool thread: cheaper
 * than memory of its own moved there (the capability route's 30-value bodies, alternating runs of
 * `bench/capability.ts`: 1 250-1 910 req/s moved, 1 890-2 180 copied).
 */
const SMALL_BODY_BYTES = 4096;

/**
 * Reads a request body into parts of at most 1 MiB, copying each network chunk as it arrives.
 * Fastify's own reader joins all chunks once the body is complete: for a 31 MB FMEA that was one
 * Buffer.concat of 31 MB on the event loop (first touch of fresh memory included) and, with the chunks
 * still alive, 62 MB of buffers at once — a 74 ms pause followed by garbage collection, over the health
 * target. Here the copies are spread over the upload, the parts move to the pool thread without a copy
 * and are joined there. The limits are Fastify's: a declared or received length over `limit` is a 413,
 * a body that differs from its `Content-Length` a 400.
 */
export function collectRawBody(
  payload: Readable,
  limit: number,
  contentLength: string | undefined,
): Promise<RawBody> {
  const declared = contentLength === undefined ? Number.NaN : Number(contentLength);
  const known = Number.isFinite(declared);
  if (known && declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let part: Buffer | null = null;
    let used = 0;
    let received = 0;
    const closePart = () => {
      if (part && used > 0) parts.push(used === part.length ? part : part.subarray(0, used));
      part = null;
      used = 0;
    };
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onEnd);
    };
    function onData(chunk: Buffer | string): void {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const stored = received;
      received += bytes.length;
      if (received > limit || (known && received > declared)) {
        stop();
        reject(
          received > limit
            ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
            : new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(),
        );
        return;
      }
      let offset = 0;
      while (offset < bytes.length) {
        const size = known ? Math.min(PART_BYTES, declared - stored - offset) : PART_BYTES;
        // A part owns its memory (never Node's shared pool), so it can move to the thread; a small body
        // is copied from the pool and cloned instead.
        part ??=
          known && declared <= SMALL_BODY_BYTES ? Buffer.allocUnsafe(size) : Buffer.allocUnsafeSlow(size);
        const copied = bytes.copy(part, used, offset);
        used += copied;
        offset += copied;
        if (used === part.length) closePart();
      }
    }
    function onEnd(error?: Error & { statusCode?: number }): void {
      stop();
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
        reject(error);
        return;
      }
      if (known && received !== declared) {
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
        return;
      }
      closePart();
      resolve(new RawBody(parts));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
    payload.resume();
  });
}
