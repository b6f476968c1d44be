import {
  buildPlanCsv,
  type PlanOutputItem,
  type TPlanOutputLanguage,
} from '../../domain/fmea/plan-output-csv';
import { buildPlanXlsx } from './plan-output-xlsx';

/** A workbook to build on a pool thread (plain data: the date travels as ISO text). */
export interface PlanXlsxTask {
  items: PlanOutputItem[];
  fmeaName: string;
  at: string;
  timeZone: string;
  lang: TPlanOutputLanguage;
}

/** Pool thread: exceljs needs seconds for a 10 000-item plan, which must not stall the event loop. */
export async function buildPlanXlsxTask(task: PlanXlsxTask): Promise<Uint8Array> {
  const buffer = await buildPlanXlsx(
    task.items,
    { fmeaName: task.fmeaName, at: new Date(task.at), timeZone: task.timeZone },
    task.lang,
  );
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** A plan's CSV to build on a pool thread (spec §2.1's 'Excel'e Aktar'; UTF-8 with BOM, formula-safe). */
export interface PlanCsvTask {
  items: PlanOutputItem[];
  lang: TPlanOutputLanguage;
}

/** Pool thread: 20 000 items of text are no work for the event loop either. */
export function buildPlanCsvTask(task: PlanCsvTask): string {
  return buildPlanCsv(task.items, task.lang);
}
