import type { ReactNode } from 'react';

export interface DataColumn {
  key: string;
  header: ReactNode;
  align?: 'left' | 'right';
}

/**
 * A table of records that scrolls sideways in its own box on a narrow screen: the users, invitations,
 * saved studies, import review and manual FMEA tables share it. The scroller is positioned because
 * cells hold sr-only labels (absolutely positioned): without it they escape the box and widen the
 * whole page (the manual FMEA table made a 390 px phone 1 086 px wide).
 */
export function DataTable({
  columns,
  minWidth,
  framed = false,
  dense = false,
  testId,
  bodyClassName,
  children,
}: {
  columns: readonly DataColumn[];
  /** Below this width (px) the table scrolls inside its box instead of squeezing its columns. */
  minWidth: number;
  framed?: boolean;
  /** Narrower cell padding for tables of many columns (FMEA rows). */
  dense?: boolean;
  testId?: string;
  bodyClassName?: string;
  /** The body's rows. */
  children: ReactNode;
}) {
  const pad = dense ? 'px-2 py-2' : 'px-3 py-2';
  return (
    <div className={`relative overflow-x-auto ${framed ? 'rounded-xl border border-slate-200' : ''}`}>
      <table className="w-full text-left text-sm" style={{ minWidth }} data-testid={testId}>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'right' ? `${pad} text-right` : pad}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  );
}
