import type { Readable } from 'node:stream';
import { QUOTA_MESSAGES } from '../../domain/shared/quota-messages';
import { AppError } from '../http/app-error';

/**
 * What a refused user is told to wait: a typical import, plan or export finishes within it.
 * @internal
 */
export const HEAVY_RETRY_AFTER_SECONDS = 10;

/** Heavy work of the user that holds no slot here (queued and running audits, in the database). */
export type CountOtherJobs = (userId: string) => Promise<number>;

/**
 * At most `limit` heavy jobs (imports, audits, plan generation, PDF and XLSX exports) per user at
 * once, so one user cannot take every worker thread: the next is a Turkish 429 with Retry-After.
 * Request jobs hold a slot of this instance, released in `finally` (also when the job throws or the
 * client leaves, which aborts it); audits are counted from their rows, which every instance sees.
 */
export class HeavyJobs {
  readonly #running = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly otherJobs: CountOtherJobs = async () => 0,
  ) {}

  /** Request jobs of the user running on this instance now. */
  active(userId: string): number {
    return this.#running.get(userId) ?? 0;
  }

  /** Throws the 429 when the user already runs `limit` jobs; holds nothing. */
  async assertRoom(userId: string): Promise<void> {
    const others = await this.otherJobs(userId);
    if (this.active(userId) + others >= this.limit) throw this.#refusal();
  }

  /** Takes a slot (or throws the 429); the returned function gives it back, once. */
  async acquire(userId: string): Promise<() => void> {
    await this.assertRoom(userId);
    // Checked and taken without an await between them: two requests cannot both take the last slot.
    if (this.active(userId) >= this.limit) throw this.#refusal();
    this.#running.set(userId, this.active(userId) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = this.active(userId) - 1;
      if (left > 0) this.#running.set(userId, left);
      else this.#running.delete(userId);
    };
  }

  /** Runs `work` in a slot, released however it ends. */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(userId);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** A streamed answer keeps its slot until the stream closes (sent, failed or cut by the client). */
  async stream(userId: string, make: () => Promise<Readable>): Promise<Readable> {
    const release = await this.acquire(userId);
    try {
      const stream = await make();
      if (stream.closed || stream.destroyed) release();
      else stream.once('close', release);
      return stream;
    } catch (error) {
      release();
      throw error;
    }
  }

  #refusal(): AppError {
    return new AppError(
      429,
      'too_many_heavy_jobs',
      QUOTA_MESSAGES.heavyJobs(this.limit, HEAVY_RETRY_AFTER_SECONDS),
      undefined,
      { 'retry-after': String(HEAVY_RETRY_AFTER_SECONDS) },
    );
  }
}
