import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { MovedResult } from './moved-result';
import type { WorkerTaskName } from './worker-task-names';

/**
 * The task modules a pool thread runs, each imported on first use (a thread that only computes
 * Cp/Cpk never loads pdfkit). One list for both ways the server runs: from source, the thread's
 * `worker-entry.mjs` loads this file through tsx; compiled, esbuild turns this file into the
 * thread's entry and each dynamic import into a chunk of its own.
 */
const TASKS = {
  calculateCapability: () => import('./capability-worker').then((m) => m.calculateCapabilityTask),
  renderAnalysesPdf: () => import('../analyses/pdf/analyses-pdf-task').then((m) => m.renderAnalysesPdfTask),
  readAuditDocument: () => import('../documents/read-document-task').then((m) => m.readDocumentTask),
  checkContainer: () => import('../documents/check-container').then((m) => m.checkContainerTask),
  runAuditEngine: () => import('../audit/audit-engine-task').then((m) => m.auditEngineTask),
  renderAuditPdf: () => import('../audit/audit-pdf-task').then((m) => m.renderAuditPdfTask),
  importFmea: () => import('../spreadsheets/spreadsheet-worker').then((m) => m.importFmeaTask),
  buildPlanXlsx: () => import('../fmea/plan-output-xlsx-worker').then((m) => m.buildPlanXlsxTask),
  buildPlanCsv: () => import('../fmea/plan-output-xlsx-worker').then((m) => m.buildPlanCsvTask),
  buildFormXlsx: () => import('../fmea/form-xlsx-worker').then((m) => m.buildFormXlsxTask),
  buildFmeaPlan: () => import('../fmea/build-plan-worker').then((m) => m.buildPlanTask),
  prepareFmea: () => import('../fmea/prepare-fmea-worker').then((m) => m.prepareFmeaTask),
} as const satisfies Record<WorkerTaskName, () => Promise<unknown>>;

// Heavy work yields the CPU to the event loop whenever both want it (on a 2-core machine they share
// a core with everything else). On Linux setpriority() applies to the calling thread only; elsewhere
// it would lower the whole process, main thread included, so it is left alone there.
const WORKER_NICE = 10;
let niced = false;
function lowerPriority(): void {
  if (niced || process.platform !== 'linux') return;
  niced = true;
  try {
    os.setPriority(WORKER_NICE);
  } catch {
    // a sandbox may refuse it: the threads then run at normal priority
  }
}

/** Runs one task on this thread; the thread id travels back so callers can see where it ran. */
export async function runTask(
  name: WorkerTaskName,
  task: never,
): Promise<{ threadId: number; value: unknown }> {
  lowerPriority();
  const handler = (await TASKS[name]()) as (task: never) => unknown;
  return { threadId, value: await handler(task) };
}

/** A child process's form of `runTask` (process-pool.ts): its answer is copied, so nothing moves. */
export async function runTaskInProcess(name: WorkerTaskName, task: never): Promise<unknown> {
  const { value } = await runTask(name, task);
  return value instanceof MovedResult ? value.value : value;
}

/** Piscina's form of an answer whose memory moves: it posts `valueSymbol` with `transferableSymbol`. */
function moving(answer: { threadId: number; value: unknown }) {
  if (!(answer.value instanceof MovedResult)) return answer;
  const { value, transferList } = answer.value;
  return move({ [transferableSymbol]: transferList, [valueSymbol]: { threadId: answer.threadId, value } });
}

/** Piscina calls the default export with `{ name, task }` (see worker-pool.ts). */
export default function dispatch({ name, task }: { name: WorkerTaskName; task: never }) {
  return runTask(name, task).then(moving);
}
