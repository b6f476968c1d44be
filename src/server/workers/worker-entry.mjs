/**
 * The module every pool thread loads when the server runs from source (plain JavaScript on purpose).
 * A worker thread does not get the TypeScript loader of every runner that starts the server
 * (`node --import tsx`, vitest's own transform, the benchmarks), so the thread registers tsx itself —
 * in its own namespace, so it never interferes with a tsx the thread may already inherit — and loads
 * the task list (worker-tasks.ts). The compiled server has its own entry, built from worker-tasks.ts
 * by scripts/build-server.mjs into dist/server/worker-entry.mjs.
 */
import { register } from 'tsx/esm/api';

const tsx = register({ namespace: 'kalite-workers' });
const tasks = await tsx.import('./worker-tasks.ts', import.meta.url);

export default tasks.default;
// A child of the process pool (process-entry.mjs) runs its tasks through this.
export const runTaskInProcess = tasks.runTaskInProcess;
