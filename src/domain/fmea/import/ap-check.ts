import {
  apLookup,
  CUSTOM_AP_TABLE_LABEL,
  DEFAULT_AP_CELLS,
  DEFAULT_AP_TABLE_LABEL,
  sameApCells,
  type ApCells,
} from '../plan/ap-table';
import type { TApCheck, TImportedFmeaRow } from './contract';

/**
 * The file's AP beside the AP table's, row by row (issue 19 §3): the file's value is kept on the
 * row, the plan uses the table's (the organisation's edited table, else the AIAG-VDA 2019
 * handbook's), and every row where they differ is listed for the review. Null without an AP column.
 */
export function checkFileAp(
  rows: readonly TImportedFmeaRow[],
  hasApColumn: boolean,
  cells: ApCells = DEFAULT_AP_CELLS,
): TApCheck | null {
  if (!hasApColumn) return null;
  const lookup = apLookup(cells);
  const isDefault = sameApCells(cells, DEFAULT_AP_CELLS);
  let compared = 0;
  const disagreements: TApCheck['disagreements'] = [];
  for (const row of rows) {
    const { severity, occurrence, detection, fileAp } = row;
    if (fileAp === null || severity === null || occurrence === null || detection === null) continue;
    compared++;
    const tableAp = lookup(severity, occurrence, detection);
    if (tableAp !== fileAp)
      disagreements.push({ sourceRow: row.sourceRow, severity, occurrence, detection, fileAp, tableAp });
  }
  return {
    table: isDefault ? DEFAULT_AP_TABLE_LABEL : CUSTOM_AP_TABLE_LABEL,
    tableIsDefault: isDefault,
    compared,
    disagreements,
  };
}
