import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error';
import { ProcessPool } from './process-pool';
import type { WorkerTaskName } from './worker-task-names';

export type { WorkerTaskName } from './worker-task-names';

export interface WorkerPoolOptions {
  /** Threads at most; default one core less than the machine has, so the event loop keeps a core. */
  maxThreads?: number;
  /** Tasks waiting for a thread at most; beyond it requests are refused with 503. */
  maxQueue?: number;
  /** An idle thread exits after this long (threads start again on demand). */
  idleTimeoutMs?: number;
  /**
   * Tasks that run in child processes with a heap limit of `memoryMb` (process-pool.ts): a hostile
   * document that would grow the reader to gigabytes ends its child, never the server (the task
   * rejects with ERR_WORKER_OUT_OF_MEMORY). Idle children exit after `idleTimeoutMs` (default
   * DEFAULT_BUDGETED_IDLE_TIMEOUT_MS).
   */
  budgeted?: { tasks: readonly WorkerTaskName[]; memoryMb: number; idleTimeoutMs?: number };
}

/** Node's error when a thread passed its `resourceLimits`. */
export const isOutOfMemory = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** Each queued Cp/Cpk task holds its body (≤ 16 MiB): the queue bounds that memory too. */
const DEFAULT_MAX_QUEUE = 16;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
/**
 * A reader's heap grows toward its budget on one large document (a 19 MB PDF left the process
 * ~600 MB larger): kept for the pool's minute it held that memory idle, so it leaves soon after its
 * last read; the next reader pays a process start (off the event loop).
 */
const DEFAULT_BUDGETED_IDLE_TIMEOUT_MS = 2_000;
const RETRY_AFTER_SECONDS = '5';

/** @internal */
export const WORKER_POOL_BUSY =
  'Sunucu şu anda çok sayıda ağır işlem yürütüyor. Lütfen birkaç saniye sonra tekrar deneyin.';
/** @internal */
export const WORKER_POOL_CLOSED = 'Sunucu kapanıyor. Lütfen birkaç saniye sonra tekrar deneyin.';
const WORKER_TASK_ABORTED = 'İstek, yanıt beklenmeden iptal edildi.';

/** What worker-entry.mjs answers for every task. */
interface TaskEnvelope<T> {
  threadId: number;
  value: T;
}

/** @internal */
export interface WorkerTaskSettled {
  name: WorkerTaskName;
  ok: boolean;
  /** Failed because its signal aborted (the client left): dropped from the queue or its thread ended. */
  aborted: boolean;
  /** The worker thread that ran the task (undefined when it failed or never started). */
  threadId: number | undefined;
  durationMs: number;
}

interface WorkerPoolEvents {
  submitted: [name: WorkerTaskName];
  settled: [event: WorkerTaskSettled];
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url).href;
const PROCESS_ENTRY = new URL('./process-entry.mjs', import.meta.url);
// piscina's messages for a full queue (it exports no error codes)
const QUEUE_FULL_MESSAGES = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
]);

const busy = () =>
  new AppError(503, 'server_busy', WORKER_POOL_BUSY, undefined, { 'retry-after': RETRY_AFTER_SECONDS });

/**
 * The process's worker threads for CPU-heavy requests (Cp/Cpk of 10⁶ values, bulk PDFs), so one such
 * request never stalls the event loop that answers everyone else. Threads start on first use and
 * exit when idle; close() on shutdown.
 */
export class WorkerPool {
  readonly maxThreads: number;
  readonly maxQueue: number;
  readonly idleTimeoutMs: number;
  /** Observability (and tests): every task submitted to and settled by a thread. */
  readonly events = new EventEmitter<WorkerPoolEvents>();
  readonly budgeted: WorkerPoolOptions['budgeted'];
  #piscina: Piscina<unknown, unknown> | undefined;
  #bounded: ProcessPool | undefined;
  #closed = false;
  #inFlight = 0;

  constructor(options: WorkerPoolOptions = {}) {
    this.maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
    this.maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.budgeted = options.budgeted;
  }

  /** Tasks submitted and not yet settled (running or waiting). */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Live threads and budgeted children (0 before first use and after the idle timeout). */
  get threadCount(): number {
    return (this.#piscina?.threads.length ?? 0) + (this.#bounded?.size ?? 0);
  }

  /**
   * Runs a task on a thread. A full queue is a 503 with a Turkish message; an aborted signal drops
   * the waiting task or ends the thread running it, and rejects with a 499.
   */
  async run<T>(
    name: WorkerTaskName,
    task: unknown,
    options: { signal?: AbortSignal; transferList?: Transferable[] } = {},
  ): Promise<T> {
    if (this.#closed) throw new AppError(503, 'server_closing', WORKER_POOL_CLOSED);
    // Counted here rather than left to piscina's maxQueue, which does not count tasks that carry
    // an AbortSignal (they wait in a separate queue) — and the routes' tasks all carry one.
    if (this.#inFlight >= this.maxThreads + this.maxQueue) throw busy();
    const pool = this.budgeted?.tasks.includes(name) ? this.#boundedPool() : this.#pool();
    const started = performance.now();
    const settled = (event: Pick<WorkerTaskSettled, 'ok' | 'aborted' | 'threadId'>) =>
      this.events.emit('settled', { name, ...event, durationMs: performance.now() - started });
    this.events.emit('submitted', name);
    this.#inFlight++;
    try {
      // The entry's default export dispatches by name (worker-tasks.ts): one list of tasks for the
      // source entry (tsx) and the compiled one.
      const envelope = (await pool.run(
        { name, task },
        {
          signal: options.signal ?? null,
          transferList: options.transferList ?? [],
        },
      )) as TaskEnvelope<T>;
      settled({ ok: true, aborted: false, threadId: envelope.threadId });
      return envelope.value;
    } catch (error) {
      const aborted = error instanceof Error && error.name === 'AbortError';
      settled({ ok: false, aborted, threadId: undefined });
      if (error instanceof Error && QUEUE_FULL_MESSAGES.has(error.message)) throw busy();
      // Nobody waits for this answer; 499 (nginx's "client closed request") keeps it out of the error log.
      if (aborted) throw new AppError(499, 'request_aborted', WORKER_TASK_ABORTED);
      throw error;
    } finally {
      this.#inFlight--;
    }
  }

  /** Ends every thread; queued tasks are rejected. Later run() calls answer 503. */
  async close(): Promise<void> {
    this.#closed = true;
    const [threads, children] = [this.#piscina, this.#bounded];
    this.#piscina = undefined;
    this.#bounded = undefined;
    await Promise.all([threads?.destroy(), children?.close()]);
  }

  #boundedPool(): ProcessPool {
    const budgeted = this.budgeted as NonNullable<WorkerPoolOptions['budgeted']>;
    this.#bounded ??= new ProcessPool({
      entry: PROCESS_ENTRY,
      maxProcesses: this.maxThreads,
      memoryMb: budgeted.memoryMb,
      idleTimeoutMs: budgeted.idleTimeoutMs ?? DEFAULT_BUDGETED_IDLE_TIMEOUT_MS,
    });
    return this.#bounded;
  }

  #pool(): Piscina<unknown, unknown> {
    this.#piscina ??= new Piscina<unknown, unknown>({
      filename: ENTRY,
      minThreads: 0,
      maxThreads: this.maxThreads,
      maxQueue: this.maxQueue,
      idleTimeout: this.idleTimeoutMs,
    });
    return this.#piscina;
  }
}
