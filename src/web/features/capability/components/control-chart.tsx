import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  type DotItemDotProps,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ImrChartSeries, ImrPoint } from '../../../../domain/capability/control-chart';
import { useNumberFormat } from '../hooks/use-number-format';
import { niceTicks } from '../utils/nice-ticks';

interface Props {
  title: string;
  series: ImrChartSeries;
  /** The points to draw (downsampled for long series, flags unchanged). */
  drawn: readonly ImrPoint[];
  /** Authoritative count of points beyond the limits (the result's, not the drawn subset's). */
  outOfControl: readonly number[];
  testId: string;
}

const OUT_COLOUR = '#dc2626';
const LIST_LIMIT = 20;

function renderDot(dense: boolean) {
  return function Dot(props: DotItemDotProps) {
    const point = props.payload as ImrPoint;
    const key = `dot-${point.observation}`;
    if (props.cx === undefined || props.cy === undefined) return <g key={key} />;
    if (point.outOfControl) {
      return (
        <circle
          key={key}
          cx={props.cx}
          cy={props.cy}
          r={4.5}
          fill={OUT_COLOUR}
          stroke="#fff"
          strokeWidth={1}
          data-out-of-control={point.observation}
        />
      );
    }
    return dense ? <g key={key} /> : <circle key={key} cx={props.cx} cy={props.cy} r={2.5} fill="#1e40af" />;
  };
}

/** One chart of the I-MR pair: the series, UCL / CL / LCL, and points beyond the limits in red. */
export function ControlChart({ title, series, drawn, outOfControl, testId }: Props) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const num = (x: number) => fmt.number(x, { digits: 4 });
  const dense = drawn.length > 150;
  let low = series.lcl;
  let high = series.ucl;
  for (const p of drawn) {
    if (p.value < low) low = p.value;
    if (p.value > high) high = p.value;
  }
  const pad = (high - low) * 0.08 || 1;
  // a moving range is never negative: its axis starts at 0
  const yFrom = series.lcl === 0 && low >= 0 ? 0 : low - pad;
  const yTicks = niceTicks(yFrom, high + pad, 5);
  const first = series.points[0]?.observation ?? 1;
  const last = series.points[series.points.length - 1]?.observation ?? 1;
  const lines = [
    { y: series.ucl, label: t('charts.ucl'), colour: OUT_COLOUR, dash: '6 3' },
    { y: series.cl, label: t('charts.cl'), colour: '#047857', dash: undefined },
    { y: series.lcl, label: t('charts.lcl'), colour: OUT_COLOUR, dash: '6 3' },
  ];
  const listed =
    outOfControl.slice(0, LIST_LIMIT).join(', ') + (outOfControl.length > LIST_LIMIT ? ' …' : '');
  return (
    <figure data-testid={testId} data-out-of-control={outOfControl.length}>
      <figcaption className="mb-1 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div
        role="img"
        aria-label={t('charts.imrLabel', {
          chart: title,
          ucl: num(series.ucl),
          cl: num(series.cl),
          lcl: num(series.lcl),
          count: outOfControl.length,
        })}
      >
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={[...drawn]} margin={{ top: 8, right: 72, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              type="number"
              dataKey="observation"
              domain={[first, last]}
              allowDecimals={false}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              domain={[yFrom, high + pad]}
              ticks={yTicks.ticks}
              tickFormatter={(y: number) => fmt.number(y, { digits: yTicks.digits })}
              tick={{ fontSize: 12 }}
              width={64}
            />
            <Tooltip
              formatter={(value) => (typeof value === 'number' ? num(value) : String(value))}
              labelFormatter={(label) => `${t('charts.observation')} ${String(label)}`}
            />
            {lines.map((line) => (
              <ReferenceLine
                key={line.label}
                y={line.y}
                stroke={line.colour}
                strokeDasharray={line.dash}
                label={{
                  value: `${line.label} ${num(line.y)}`,
                  position: 'right',
                  fill: line.colour,
                  fontSize: 11,
                }}
              />
            ))}
            <Line
              dataKey="value"
              name={t('charts.value')}
              stroke="#1e40af"
              strokeWidth={dense ? 1 : 1.5}
              dot={renderDot(dense)}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <p
        className={`mt-1 text-xs ${outOfControl.length > 0 ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {outOfControl.length > 0
          ? `${t('charts.outOfControl', { count: outOfControl.length })} · ${t('charts.outOfControlList', { list: listed })}`
          : t('charts.noneOut')}
      </p>
    </figure>
  );
}
