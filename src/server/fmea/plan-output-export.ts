import { planFileName } from '../../domain/fmea/plan-output-csv';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { buildPlanXlsx } from './plan-output-xlsx';
import { plannedFmea } from './plan-output-source';

/** GET /api/fmeas/:id/plan/export.xlsx: the stored plan as a formatted workbook, named like the CSV. */
export async function exportPlanXlsx(
  db: Db,
  viewer: Viewer,
  id: string,
  lang: 'tr' | 'en',
  now = new Date(),
): Promise<{ body: Buffer; fileName: string }> {
  const fmea = await plannedFmea(db, id, viewer);
  const body = await buildPlanXlsx(fmea.plan.items, { fmeaName: fmea.name, at: now }, lang);
  return { body, fileName: planFileName(now, 'xlsx') };
}
