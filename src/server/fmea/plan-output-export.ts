import { planFileName, type PlanOutputItem } from '../../domain/fmea/plan-output-csv';
import { plantTimeZone } from '../../domain/shared/plant-date';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import type { WorkerPool } from '../workers/worker-pool';
import type { PlanCsvTask, PlanXlsxTask } from './plan-output-xlsx-worker';
import { type PlannedFmea, plannedFmea } from './plan-output-source';

/** The plan's items as both exports write them. */
const outputItems = (fmea: PlannedFmea): PlanOutputItem[] =>
  fmea.items.map((item) => ({
    originalFailure: item.originalFailure,
    priority: item.priority,
    timeline: item.timeline,
    preventiveAction: item.preventiveAction,
    monitoringMethod: item.monitoringMethod,
    responsibility: item.responsibility,
    successCriteria: item.successCriteria,
    rpn: item.rpn,
    actionPriority: item.actionPriority,
    reason: item.reason,
    source: item.source,
    processStep: item.processStep,
    cause: item.cause ?? '',
    severity: item.severity,
    occurrence: item.occurrence,
    detection: item.detection,
    rpnBand: item.rpnBand,
  }));

/** GET /api/fmeas/:id/plan/export.csv: Reverse_FMEA_{date}.csv of the stored plan, built on a worker thread. */
export async function exportPlanCsv(
  db: Db,
  workers: WorkerPool,
  viewer: Viewer,
  id: string,
  lang: 'tr' | 'en',
  signal?: AbortSignal,
  now = new Date(),
): Promise<{ body: string; fileName: string }> {
  const fmea = await plannedFmea(db, id, viewer);
  const task: PlanCsvTask = { items: outputItems(fmea), lang };
  return {
    body: await workers.run<string>('buildPlanCsv', task, { signal }),
    fileName: planFileName(now, 'csv'),
  };
}

/**
 * GET /api/fmeas/:id/plan/export.xlsx: the stored plan as a formatted workbook, named like the CSV,
 * built on a worker thread.
 */
export async function exportPlanXlsx(
  db: Db,
  workers: WorkerPool,
  viewer: Viewer,
  id: string,
  lang: 'tr' | 'en',
  signal?: AbortSignal,
  now = new Date(),
): Promise<{ body: Buffer; fileName: string }> {
  const fmea = await plannedFmea(db, id, viewer);
  const items = outputItems(fmea);
  const task: PlanXlsxTask = {
    items,
    fmeaName: fmea.name,
    at: now.toISOString(),
    timeZone: plantTimeZone(),
    lang,
  };
  const bytes = await workers.run<Uint8Array>('buildPlanXlsx', task, { signal });
  return {
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    fileName: planFileName(now, 'xlsx'),
  };
}
