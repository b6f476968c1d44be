import { Worker } from 'node:worker_threads';

/** What drizzle's PGlite driver and the server ask of the embedded database (a subset of PGlite's API). */
export interface PgliteQueryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<QueryResult<T>>;
}

interface QueryResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Answer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: Record<string, unknown> & { message: string };
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

const THREAD = new URL('./pglite-thread.mjs', import.meta.url);

/** An error of the database thread with its PostgreSQL fields (code, constraint…) as PGlite gives them. */
function threadError(fields: Record<string, unknown> & { message: string }): Error {
  const { message, name, ...rest } = fields;
  return Object.assign(new Error(message), rest, typeof name === 'string' ? { name } : {});
}

/**
 * The embedded database on its own thread (pglite-thread.mjs), spoken to like PGlite: each statement is
 * a message; a transaction holds the database from `begin` to `end` while its callback runs here.
 */
export class PgliteThreadClient implements PgliteQueryable {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closing = false;
  closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: Answer | { notify: number; payload: string }) => {
      if ('notify' in message) {
        this.#listeners.get(message.notify)?.(message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (!pending) return;
      if (message.ok) pending.resolve(message.value);
      else pending.reject(threadError(message.error ?? { message: 'database thread error' }));
    });
    let failure: unknown;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      this.closed = true;
      const error = new Error(`the database thread ended (exit ${code})`, { cause: failure });
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      // Without its database the server can only fail every request: end it, as an in-process abort would.
      if (!this.#closing) {
        setImmediate(() => {
          throw error;
        });
      }
    });
  }

  /** Starts the thread on `dataDir` (undefined: in memory, from `template` if given). */
  static async open(dataDir: string | undefined, template?: Blob): Promise<PgliteThreadClient> {
    const bytes = template ? await template.arrayBuffer() : undefined;
    const worker = new Worker(THREAD, {
      workerData: { dataDir, template: bytes },
      transferList: bytes ? [bytes] : [],
    });
    type Opened = { opened: boolean; error?: Answer['error'] };
    let onError: (error: Error) => void = () => {};
    let onExit: (code: number) => void = () => {};
    const opened = await new Promise<Opened>((resolve, reject) => {
      onError = reject;
      onExit = (code) => reject(new Error(`the database thread ended (exit ${code})`));
      worker.once('message', resolve);
      worker.once('error', onError);
      worker.once('exit', onExit);
    }).finally(() => {
      worker.off('error', onError);
      worker.off('exit', onExit);
    });
    if (!opened.opened) {
      await worker.terminate();
      throw threadError(opened.error ?? { message: 'PGlite could not open' });
    }
    return new PgliteThreadClient(worker);
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    options: { rowMode?: 'array' | 'object' } = {},
  ): Promise<QueryResult<T>> {
    return this.#call({ op: 'query', sql, params, rowMode: options.rowMode });
  }

  /** PGlite's transaction(): the callback's statements run inside; it commits when the callback resolves. */
  async transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    const inside: PgliteQueryable = {
      query: (sql, params = [], options = {}) =>
        this.#call({ op: 'query', sql, params, rowMode: options.rowMode, tx }),
    };
    let result: T;
    try {
      result = await callback(inside);
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** LISTEN; resolves to the function that stops it. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const sub = await this.#call<number>({ op: 'listen', channel });
    this.#listeners.set(sub, onPayload);
    return async () => {
      this.#listeners.delete(sub);
      if (!this.closed) await this.#call({ op: 'unlisten', sub });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.#closing = true;
    await this.#call({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.#worker.terminate();
  }
}
