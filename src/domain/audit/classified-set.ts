import type { CpTable, PfdTable, PfmeaTable } from './tables/mapped-table';

/** The recognised tables of an audit, by kind (a workbook may hold several kinds on its sheets). */
export interface ClassifiedSet {
  readonly controlPlans: readonly { readonly table: CpTable; readonly incoming: boolean }[];
  readonly pfmeas: readonly PfmeaTable[];
  readonly flows: readonly PfdTable[];
}
