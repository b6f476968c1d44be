import { controlPlanFileNames } from '../../domain/fmea/control-plan/file-names';
import { controlPlanTable, pfmeaTable } from '../../domain/fmea/control-plan/sheets';
import type { DocumentTitle } from '../../domain/fmea/control-plan/contract';
import { FMEA_MESSAGES, type TFmea } from '../../domain/fmea/contract';
import { apLookup } from '../../domain/fmea/plan/ap-table';
import { trDate } from '../../domain/fmea/plan-output-csv';
import { plantTimeZone } from '../../domain/shared/plant-date';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { notFound } from '../http/app-error';
import type { WorkerPool } from '../workers/worker-pool';
import { controlPlanOf } from './control-plan-store';
import { getFmeaWithRows } from './fmea-queries';
import { readFmeaSettings } from './fmea-settings-store';
import type { FormXlsxTask } from './form-xlsx-worker';

export type FormKind = 'control-plan' | 'pfmea';

/**
 * The title block of both files: the part is the FMEA's part/process (its name when empty), the
 * revision its stored version, the date the export's day, the preparer its owner; the part number
 * and the approver are not in the FMEA and are left to fill.
 * @internal
 */
export function documentTitle(fmea: TFmea, day: string): DocumentTitle {
  return {
    partNumber: '',
    partName: fmea.partOrProcess.trim() || fmea.name,
    revision: String(fmea.version),
    date: day,
    preparedBy: fmea.ownerName ?? '',
    approvedBy: '',
  };
}

/**
 * GET /api/fmeas/:id/control-plan/export.xlsx and /api/fmeas/:id/export.xlsx: the control-plan
 * draft (the stored, edited one when there is one) or the PFMEA as a form workbook, built on a worker thread. Whoever may read the FMEA may
 * export it (404 when it is gone).
 */
export async function exportFormXlsx(
  db: Db,
  workers: WorkerPool,
  viewer: Viewer,
  id: string,
  kind: FormKind,
  signal?: AbortSignal,
  now = new Date(),
): Promise<{ body: Buffer; fileName: { ascii: string; utf8: string } }> {
  const fmea = await getFmeaWithRows(db, id, viewer);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  const day = trDate(now, plantTimeZone());
  const title = documentTitle(fmea, day);
  const table =
    kind === 'control-plan'
      ? controlPlanTable((await controlPlanOf(db, fmea)).rows, title)
      : pfmeaTable(fmea.rows, title, apLookup((await readFmeaSettings(db)).apCells));
  const task: FormXlsxTask = { table, at: now.toISOString() };
  const bytes = await workers.run<Uint8Array>('buildFormXlsx', task, { signal });
  return {
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    fileName: controlPlanFileNames(kind, day),
  };
}
