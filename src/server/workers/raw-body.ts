import { ownedMemory } from './moved-result';

/**
 * A request body kept as bytes for a worker thread to parse. Opaque on purpose (no enumerable
 * properties): hooks that walk a parsed JSON body, such as the NUL guard, see an empty object here
 * instead of walking up to 16 MiB byte by byte on the event loop.
 */
export class RawBody {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }

  /**
   * What a pool task may take without a copy: a body Fastify collected into memory of its own moves
   * to the thread; a small one lives in Node's shared buffer pool and is copied.
   */
  get transferList(): ArrayBuffer[] {
    return ownedMemory(this.#bytes);
  }
}
