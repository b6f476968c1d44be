/**
 * The tasks a pool thread runs, by name. The pool (a kit) knows only the names; which module runs each
 * is the composition's business (worker-tasks.ts, which must map every name here, and only those).
 */
export const WORKER_TASK_NAMES = [
  'calculateCapability',
  'renderAnalysesPdf',
  'readAuditDocument',
  'checkContainer',
  'runAuditEngine',
  'renderAuditPdf',
  'readSpreadsheet',
  'importFmea',
  'buildPlanXlsx',
  'buildPlanCsv',
  'buildFormXlsx',
  'buildFmeaPlan',
  'prepareFmea',
] as const;
export type WorkerTaskName = (typeof WORKER_TASK_NAMES)[number];
