/**
 * The tasks a pool thread runs, by name. The pool (a kit) knows only the names; which module runs each
 * is the composition's business (worker-tasks.ts, which must map every name here, and only those).
 */
export type WorkerTaskName =
  | 'calculateCapability'
  | 'renderAnalysesPdf'
  | 'readAuditDocument'
  | 'checkContainer'
  | 'runAuditEngine'
  | 'renderAuditPdf'
  | 'importFmea'
  | 'buildPlanXlsx'
  | 'buildPlanCsv'
  | 'buildFormXlsx'
  | 'buildFmeaPlan'
  | 'prepareFmea';
