import type { CpTable, PfdTable, PfmeaTable } from './tables/mapped-table';

/** The recognised tables of an audit, by kind (a workbook may hold several kinds on its sheets). */
export interface ClassifiedSet {
  readonly controlPlans: readonly { readonly table: CpTable; readonly incoming: boolean }[];
  /** `scale`: why the ratings are not 1-10, or null. */
  readonly pfmeas: readonly { readonly table: PfmeaTable; readonly scale: string | null }[];
  readonly flows: readonly PfdTable[];
}
