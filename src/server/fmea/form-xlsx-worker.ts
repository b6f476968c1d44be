import type { SheetTable } from '../../domain/fmea/control-plan/sheets';
import { buildFormXlsx } from './form-xlsx';

/** A form workbook to build on a pool thread (plain data: the date travels as ISO text). */
export interface FormXlsxTask {
  table: SheetTable;
  at: string;
}

/** Pool thread: a 20 000-line PFMEA takes exceljs seconds, which must not stall the event loop. */
export async function buildFormXlsxTask(task: FormXlsxTask): Promise<Uint8Array> {
  const buffer = await buildFormXlsx(task.table, new Date(task.at));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
