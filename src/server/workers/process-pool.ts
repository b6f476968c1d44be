import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs budgeted tasks (reading an uploaded document, importing an FMEA workbook) in child processes
 * with a heap limit, instead of threads. A thread's `resourceLimits` are best-effort: for some
 * allocation shapes V8 aborts the whole process when a thread reaches its limit (nodejs/node#47224),
 * and a 19 MB scanned control plan did exactly that to the server. A child's `--max-old-space-size`
 * abort ends the child alone; the task then rejects with the code a thread's limit gives
 * (ERR_WORKER_OUT_OF_MEMORY), so callers keep one test for "over the memory budget".
 *
 * One task per child at a time; a child serves tasks one after another and exits when idle for
 * `idleTimeoutMs`, its memory returned to the system. Tasks beyond `maxProcesses` wait in order (the
 * WorkerPool in front bounds how many wait).
 */
export interface ProcessPoolOptions {
  /** The child's module: it answers `{ name, task }` messages (process-entry.mjs). */
  entry: URL;
  maxProcesses: number;
  /** Each child's V8 old-generation limit. */
  memoryMb: number;
  idleTimeoutMs: number;
}

export interface ProcessTask {
  name: string;
  task: unknown;
}

/** What a child answers for one task. */
export type ProcessAnswer =
  { ok: true; value: unknown } | { ok: false; error: { name: string; message: string; code?: string } };

interface Job {
  payload: ProcessTask;
  signal: AbortSignal | undefined;
  resolve: (value: { threadId: number; value: unknown }) => void;
  reject: (error: Error) => void;
  onAbort: () => void;
}

interface Child {
  process: ChildProcess;
  job: Job | undefined;
  idle: NodeJS.Timeout | undefined;
  /** The end of the child's stderr: V8 writes why it aborted there. */
  stderr: string;
}

const STDERR_TAIL = 4096;
const HEAP_EXHAUSTED = /heap out of memory|Reached heap limit|Allocation failed/;

const abortError = () => Object.assign(new Error('The task has been aborted'), { name: 'AbortError' });

const outOfMemory = () =>
  Object.assign(new Error('Child process ended on reaching its memory limit: JS heap out of memory'), {
    code: 'ERR_WORKER_OUT_OF_MEMORY',
  });

export class ProcessPool {
  readonly #options: ProcessPoolOptions;
  readonly #children = new Set<Child>();
  readonly #waiting: Job[] = [];
  #closed = false;

  constructor(options: ProcessPoolOptions) {
    this.#options = options;
  }

  /** Live child processes. */
  get size(): number {
    return this.#children.size;
  }

  /** As piscina's run; a transfer list has no meaning between processes (the bytes are copied). */
  run(payload: ProcessTask, options: { signal?: AbortSignal | null; transferList?: unknown } = {}) {
    const signal = options.signal ?? undefined;
    return new Promise<{ threadId: number; value: unknown }>((resolve, reject) => {
      if (this.#closed) return reject(new Error('process pool closed'));
      if (signal?.aborted) return reject(abortError());
      const job: Job = { payload, signal, resolve, reject, onAbort: () => this.#abort(job) };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.#waiting.push(job);
      this.#dispatch();
    });
  }

  /** Ends every child; waiting and running tasks are rejected. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) this.#settle(job, new Error('process pool closed'));
    const exits = [...this.#children].map((child) => {
      const exited = new Promise<void>((resolve) => child.process.once('exit', () => resolve()));
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      return exited;
    });
    await Promise.all(exits);
  }

  #dispatch(): void {
    while (this.#waiting.length > 0) {
      const child = this.#idleChild() ?? this.#spawn();
      if (!child) return;
      const job = this.#waiting.shift() as Job;
      clearTimeout(child.idle);
      child.idle = undefined;
      child.job = job;
      child.process.send(job.payload, (error) => {
        if (error && child.job === job) this.#fail(child, error);
      });
    }
  }

  #idleChild(): Child | undefined {
    for (const child of this.#children) if (!child.job && child.process.connected) return child;
    return undefined;
  }

  #spawn(): Child | undefined {
    if (this.#children.size >= this.#options.maxProcesses) return undefined;
    const process = fork(fileURLToPath(this.#options.entry), [], {
      // Only the heap limit: the parent's flags (a TypeScript loader, --inspect) are not the child's.
      execArgv: [`--max-old-space-size=${this.#options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const child: Child = { process, job: undefined, idle: undefined, stderr: '' };
    this.#children.add(child);
    process.stderr?.setEncoding('utf8');
    process.stderr?.on('data', (text: string) => {
      child.stderr = (child.stderr + text).slice(-STDERR_TAIL);
    });
    process.on('message', (answer: ProcessAnswer) => this.#answered(child, answer));
    process.on('error', (error) => this.#fail(child, error));
    process.on('exit', (code, signal) => this.#exited(child, code, signal));
    return child;
  }

  #answered(child: Child, answer: ProcessAnswer): void {
    const job = child.job;
    if (!job) return;
    child.job = undefined;
    if (answer.ok) this.#settle(job, undefined, { threadId: child.process.pid ?? 0, value: answer.value });
    else this.#settle(job, Object.assign(new Error(answer.error.message), answer.error));
    child.idle = setTimeout(() => child.process.kill(), this.#options.idleTimeoutMs);
    child.idle.unref();
    this.#dispatch();
  }

  #exited(child: Child, code: number | null, signal: NodeJS.Signals | null): void {
    this.#children.delete(child);
    clearTimeout(child.idle);
    const job = child.job;
    child.job = undefined;
    if (job) {
      const heap = signal === 'SIGABRT' || code === 134 || HEAP_EXHAUSTED.test(child.stderr);
      this.#settle(
        job,
        heap ? outOfMemory() : new Error(`child process ended (${signal ?? code}): ${child.stderr.trim()}`),
      );
    }
    if (!this.#closed) this.#dispatch();
  }

  #fail(child: Child, error: Error): void {
    const job = child.job;
    child.job = undefined;
    if (job) this.#settle(job, error);
    child.process.kill('SIGKILL');
  }

  /** The client left or the time budget ran out: a waiting task is dropped, a running one's child ended. */
  #abort(job: Job): void {
    const waiting = this.#waiting.indexOf(job);
    if (waiting >= 0) this.#waiting.splice(waiting, 1);
    for (const child of this.#children) {
      if (child.job !== job) continue;
      child.job = undefined;
      child.process.kill('SIGKILL');
    }
    this.#settle(job, abortError());
  }

  #settle(job: Job, error: Error | undefined, value?: { threadId: number; value: unknown }): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    if (error) job.reject(error);
    else job.resolve(value as { threadId: number; value: unknown });
  }
}
