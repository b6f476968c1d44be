import type { ReactNode } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** One week of a trend: its Monday (`YYYY-MM-DD`), the axis label and the series' figures by key. */
export type TrendRow = { weekStart: string; label: string } & Record<string, number | string | null>;

type TrendSeries = {
  key: string;
  name: string;
  color: string;
  /** Bars with the same stack id sit on top of each other. */
  stackId?: string;
};

type TrendColumn<R extends TrendRow> = { header: string; cell: (row: R) => ReactNode };

export type TrendChartProps<R extends TrendRow> = {
  rows: R[];
  bars: TrendSeries[];
  line: TrendSeries;
  /** A second axis on the right for the line (e.g. a 0–5 rating); the line shares the bars' axis without it. */
  lineAxis?: { domain: [number, number]; color: string };
  onBarClick?: (row: R) => void;
  /** The same figures as a table for screen readers and tests (the drawing is hidden from them). */
  table: {
    testId: string;
    caption: string;
    weekHeader: string;
    weekCell?: (row: R) => ReactNode;
    columns: TrendColumn<R>[];
  };
  /** Shown instead of the chart when there are no weeks. */
  empty?: ReactNode;
};

const TICK = { fontSize: 12, fill: '#475569' };

/** The axis label of a plant week: its Monday as a short day and month in the interface locale. */
export function weekLabel(weekStart: string, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  // Noon UTC keeps the date the same in every time zone.
  return day.format(new Date(`${weekStart}T12:00:00Z`));
}

/** Weekly bars (stacked by `stackId`) with one line, and a hidden table that carries the same figures. */
export function TrendChart<R extends TrendRow>({
  rows,
  bars,
  line,
  lineAxis,
  onBarClick,
  table,
  empty,
}: TrendChartProps<R>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  const lineAxisId = lineAxis ? 'line' : 'count';
  return (
    <>
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: lineAxis ? 0 : 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={TICK} />
            <YAxis yAxisId="count" allowDecimals={false} tick={TICK} />
            {lineAxis ? (
              <YAxis
                yAxisId="line"
                orientation="right"
                domain={lineAxis.domain}
                tick={{ ...TICK, fill: lineAxis.color }}
              />
            ) : null}
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {bars.map((b) => (
              <Bar
                key={b.key}
                yAxisId="count"
                dataKey={b.key}
                name={b.name}
                stackId={b.stackId}
                fill={b.color}
                isAnimationActive={false}
                cursor={onBarClick ? 'pointer' : undefined}
                onClick={
                  onBarClick
                    ? (bar: { payload?: R }) => {
                        if (bar.payload) onBarClick(bar.payload);
                      }
                    : undefined
                }
              />
            ))}
            <Line
              yAxisId={lineAxisId}
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only" data-testid={table.testId}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.weekHeader}</th>
            {table.columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.weekStart}>
              <th scope="row">{table.weekCell ? table.weekCell(row) : row.label}</th>
              {table.columns.map((c) => (
                <td key={c.header}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
