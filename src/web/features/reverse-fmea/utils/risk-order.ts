export interface RiskRow {
  processStep: string;
  potentialFailure: string;
  effects: string;
  severity: number;
  /** Null for a row without O or D ('eksik derecelendirme'): listed after every rated row. */
  rpn: number | null;
  actionPriority: string;
}

const AP_RANK: Record<string, number> = { H: 0, M: 1, L: 2 };

/** Highest risk first: action priority H → M → L, then RPN, then severity (ties keep file order). */
export function byRisk<T extends RiskRow>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        (AP_RANK[a.row.actionPriority] ?? 3) - (AP_RANK[b.row.actionPriority] ?? 3) ||
        (b.row.rpn ?? -1) - (a.row.rpn ?? -1) ||
        b.row.severity - a.row.severity ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}
