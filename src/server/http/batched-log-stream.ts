/** Where the blocks go: pino's asynchronous file writer (sonic-boom, in its buffer mode). */
export interface LogTarget {
  write(chunk: Buffer): unknown;
  flushSync(): void;
}

/** UTF-8 takes at most three bytes for one UTF-16 code unit (a surrogate pair: four for two). */
const MAX_UTF8_PER_UNIT = 3;

/**
 * Encodes log lines straight into a block of `blockBytes` bytes and hands full blocks to the writer.
 *
 * A busy server writes one access line per request. Handed over line by line (or as joined strings),
 * every byte was measured and re-encoded several times on its way to the file — sonic-boom's string
 * mode takes `Buffer.byteLength` of what it holds on every `write`, and `fs.write` of a string encodes
 * it again — and each 4 KiB block cost a `write` system call on a thread-pool thread: together a
 * larger cost than the request itself. Here each line is encoded once, into the block, and the
 * writer gets one Buffer per 64 KiB (a few hundred lines). Lines keep their order (pino's lines and
 * the access lines share this stream); the timer and `flush` bound how long a line waits.
 */
export class BatchedLogStream {
  #block: Buffer;
  #used = 0;

  constructor(
    private readonly target: LogTarget,
    private readonly blockBytes = 64 * 1024,
  ) {
    this.#block = Buffer.allocUnsafe(blockBytes);
  }

  write(line: string): void {
    // Checked against the worst case, so `Buffer.write` never cuts a line at the block's end.
    if (this.#used + line.length * MAX_UTF8_PER_UNIT > this.blockBytes) {
      this.flush();
      if (line.length * MAX_UTF8_PER_UNIT > this.blockBytes) {
        this.target.write(Buffer.from(line, 'utf8'));
        return;
      }
    }
    this.#used += this.#block.write(line, this.#used, 'utf8');
  }

  /** Hands the waiting lines to the writer (which writes them without waiting for more). */
  flush(done?: (error?: Error) => void): void {
    if (this.#used > 0) {
      // The writer keeps the block until the file has it: the next lines go into a new one.
      const full = this.#block.subarray(0, this.#used);
      this.#block = Buffer.allocUnsafe(this.blockBytes);
      this.#used = 0;
      this.target.write(full);
    }
    done?.();
  }

  /** At exit: the waiting lines and the writer's own buffer reach the file before the process ends. */
  flushSync(): void {
    this.flush();
    this.target.flushSync();
  }
}
