import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { TAnalysisListRow } from '../../../../../domain/analyses/api-contract';
import { type RowActions, ReportRow } from './report-row';

const ROW_ESTIMATE_PX = 124;
const GAP_PX = 12;

/** The loaded reports, virtualised against the page scroll: only the rows near the screen are in the DOM. */
export function ReportList({ rows, actions }: { rows: readonly TAnalysisListRow[]; actions: RowActions }) {
  const list = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    gap: GAP_PX,
    scrollMargin: offset,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <div ref={list} data-testid="report-list">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <ReportRow row={row} actions={actions} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
