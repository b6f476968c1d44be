import type { MappedTable } from '../tables/mapped-table';

/**
 * A mapped table from plain objects, for rule tests: `headers` names the columns present; each row
 * is numbered from `firstRow` (default 2, below a header in row 1).
 */
export function mappedTable<F extends string>(
  fields: readonly F[],
  rows: readonly Partial<Record<F, string>>[],
  options: { file?: string; context?: string; firstRow?: number } = {},
): MappedTable<F> {
  const firstRow = options.firstRow ?? 2;
  const headers: Partial<Record<F, string>> = {};
  for (const field of fields) headers[field] = field;
  return {
    documentId: options.file ?? 'doc',
    file: options.file ?? 'doc.xlsx',
    sheetOrPage: 'Sayfa1',
    headerRow: firstRow - 1,
    headers,
    context: options.context ?? '',
    rows: rows.map((values, i) => ({ row: firstRow + i, values })),
  };
}
