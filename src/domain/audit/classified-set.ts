import type { ScaleReason } from '../fmea/import/rating-scale';
import type { CpTable, PfdTable, PfmeaTable } from './tables/mapped-table';

/** The recognised tables of an audit, by kind (a workbook may hold several kinds on its sheets). */
export interface ClassifiedSet {
  readonly controlPlans: readonly { readonly table: CpTable; readonly incoming: boolean }[];
  /**
   * `scale`: why the ratings are not 1-10, or null. `actions`: optimisation tables of the same
   * workbook (AIAG-VDA step 6 on its own sheet) holding the actions of this table's rows.
   */
  readonly pfmeas: readonly {
    readonly table: PfmeaTable;
    readonly scale: ScaleReason | null;
    readonly actions?: readonly PfmeaTable[];
  }[];
  readonly flows: readonly PfdTable[];
}
