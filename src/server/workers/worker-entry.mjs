/**
 * The module every pool thread loads (plain JavaScript on purpose). A worker thread does not get
 * the TypeScript loader of every runner that starts the server (`node --import tsx`, vitest's own
 * transform, the benchmarks), so the thread registers tsx itself — in its own namespace, so it never
 * interferes with a tsx the thread may already inherit — and imports each task module on first use
 * (a thread that only computes Cp/Cpk never loads pdfkit). Each export is a task name of WorkerPool.
 */
import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Heavy work yields the CPU to the event loop whenever both want it (on a 2-core machine they share
// a core with everything else). On Linux setpriority() applies to the calling thread only; elsewhere
// it would lower the whole process, main thread included, so it is left alone there.
const WORKER_NICE = 10;
if (process.platform === 'linux') {
  try {
    os.setPriority(WORKER_NICE);
  } catch {
    // a sandbox may refuse it: the threads then run at normal priority
  }
}

const tsx = register({ namespace: 'kalite-workers' });
const modules = new Map();

function load(file) {
  let module = modules.get(file);
  if (!module) {
    module = tsx.import(file, import.meta.url);
    modules.set(file, module);
  }
  return module;
}

/** Runs one export of a task module; the thread id travels back so callers can see where it ran. */
async function run(file, exportName, task) {
  const module = await load(file);
  const value = await module[exportName](task);
  return { threadId, value };
}

export const calculateCapability = (task) => run('./capability-worker.ts', 'calculateCapabilityTask', task);
export const renderAnalysesPdf = (task) => run('./pdf-worker.ts', 'renderAnalysesPdfTask', task);
export const readAuditDocument = (task) =>
  run('../documents/read-document-task.ts', 'readDocumentTask', task);
export const checkContainer = (task) => run('../documents/check-container.ts', 'checkContainerTask', task);
export const runAuditEngine = (task) => run('../audit/audit-engine-task.ts', 'auditEngineTask', task);
export const renderAuditPdf = (task) => run('../audit/audit-pdf-task.ts', 'renderAuditPdfTask', task);
export const readSpreadsheet = (task) =>
  run('../spreadsheets/spreadsheet-worker.ts', 'readSpreadsheetTask', task);
export const importFmea = (task) => run('../spreadsheets/spreadsheet-worker.ts', 'importFmeaTask', task);
export const buildPlanXlsx = (task) => run('../fmea/plan-output-xlsx-worker.ts', 'buildPlanXlsxTask', task);
