/**
 * The module a child of the process pool (process-pool.ts) runs: it answers `{ name, task }` messages
 * with `{ ok, value }` or `{ ok: false, error }`, one at a time. Plain JavaScript on purpose, beside
 * worker-entry.mjs in both ways the server runs: from source that module loads the tasks through tsx;
 * compiled, scripts/build-server.mjs copies this file beside the compiled worker-entry.mjs.
 */
import { runTaskInProcess } from './worker-entry.mjs';

process.on('message', async ({ name, task }) => {
  let answer;
  try {
    answer = { ok: true, value: await runTaskInProcess(name, task) };
  } catch (error) {
    const { name: errorName = 'Error', message = String(error), code } = error ?? {};
    answer = {
      ok: false,
      error: { name: errorName, message, ...(typeof code === 'string' ? { code } : {}) },
    };
  }
  process.send(answer);
});
