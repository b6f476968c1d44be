/**
 * The embedded database's own thread (issue 21 §1): PGlite runs PostgreSQL compiled to WebAssembly, and
 * every statement runs on the thread that holds it. On the event loop a 25-line INSERT of a big FMEA held
 * every other request for 10-60 ms (the statement, its parameter's encoding, the garbage it leaves); here
 * it holds only this thread. The server talks to it through pglite-thread-client.ts: one message per
 * statement, answered in order. Plain JavaScript on purpose: it imports only packages, so it runs as it
 * is from source (tsx, vitest) and compiled (scripts/build-server.mjs copies it beside dist/server/main.mjs).
 *
 * Messages in: { id, op: 'query', sql, params, rowMode, tx? } | { id, op: 'begin' } |
 * { id, op: 'end', tx, commit } | { id, op: 'listen', channel } | { id, op: 'unlisten', sub } |
 * { id, op: 'close' }. Answers: { id, ok: true, value } | { id, ok: false, error };
 * notifications: { notify: sub, payload }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// drizzle's PGlite driver asks for these types as PostgreSQL's text (it parses them itself); the server
// only reaches the database through drizzle, so every statement gets them.
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const parsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value) => value]));

/** A PostgreSQL error as plain data: its message and its fields (code, detail, constraint…). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

async function open() {
  // pg_trgm backs the task search index (migration 0006); contrib extensions load at creation.
  const options = { extensions: { pg_trgm } };
  const { dataDir, template } = workerData;
  if (dataDir) return PGlite.create(dataDir, options);
  return PGlite.create({ ...options, loadDataDir: template ? new Blob([template]) : undefined });
}

let db;
try {
  db = await open();
} catch (error) {
  parentPort.postMessage({ opened: false, error: plainError(error) });
  process.exit(0);
}

const transactions = new Map();
const subscriptions = new Map();
let nextTransaction = 1;
let nextSubscription = 1;

function clientOf(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.client;
}

/** BEGIN; answers with the transaction's number once it holds the database, ends on 'end'. */
function begin(id) {
  const tx = nextTransaction++;
  let end;
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  const rollback = new Error('rollback');
  db.transaction(async (client) => {
    transactions.set(tx, { client, end });
    parentPort.postMessage({ id, ok: true, value: tx });
    const { commit } = await ended;
    if (!commit) throw rollback;
  })
    .then(
      () => transactions.get(tx)?.answer?.({ ok: true, value: null }),
      (error) => {
        const open = transactions.get(tx);
        // BEGIN itself failed: the begin message is answered; a rollback asked for is a success.
        if (!open) parentPort.postMessage({ id, ok: false, error: plainError(error) });
        else if (error === rollback) open.answer?.({ ok: true, value: null });
        else open.answer?.({ ok: false, error: plainError(error) });
      },
    )
    .finally(() => transactions.delete(tx));
}

function end(id, tx, commit) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  open.answer = (answer) => parentPort.postMessage({ id, ...answer });
  open.end({ commit });
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode ?? 'object', parsers };
      const { rows, fields, affectedRows } = await clientOf(message.tx).query(
        message.sql,
        message.params ?? [],
        options,
      );
      return { rows, fields, affectedRows };
    }
    case 'listen': {
      const sub = nextSubscription++;
      const unsubscribe = await db.listen(message.channel, (payload) =>
        parentPort.postMessage({ notify: sub, payload }),
      );
      subscriptions.set(sub, unsubscribe);
      return sub;
    }
    case 'unlisten': {
      const unsubscribe = subscriptions.get(message.sub);
      subscriptions.delete(message.sub);
      if (unsubscribe && !db.closed) await unsubscribe();
      return null;
    }
    case 'close':
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  try {
    if (message.op === 'begin') return begin(message.id);
    if (message.op === 'end') return end(message.id, message.tx, message.commit);
  } catch (error) {
    return parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) });
  }
  handle(message).then(
    (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});

parentPort.postMessage({ opened: true });
