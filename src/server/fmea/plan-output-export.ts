import { planFileName, type PlanOutputItem } from '../../domain/fmea/plan-output-csv';
import { plantTimeZone } from '../../domain/shared/plant-date';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import type { WorkerPool } from '../workers/worker-pool';
import type { PlanXlsxTask } from './plan-output-xlsx-worker';
import { plannedFmea } from './plan-output-source';

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
  const items: PlanOutputItem[] = fmea.plan.items.map((item) => ({
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
