import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { buildHistogram } from '../../../../domain/capability/histogram';
import { useNumberFormat } from '../hooks/use-number-format';
import { niceTicks } from '../utils/nice-ticks';

interface Props {
  values: readonly number[];
  nominal: number;
  usl: number;
  lsl: number;
}

const LIMIT_COLOUR = '#b91c1c';
const NOMINAL_COLOUR = '#047857';

/**
 * Histogram (Sturges bins) with the fitted normal curve in counts and the LSL / nominal / USL lines.
 * Bars are drawn as reference areas on a numeric axis so that each spans its true bin edges and the
 * limits can lie outside the data.
 */
export function HistogramChart({ values, nominal, usl, lsl }: Props) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const histogram = useMemo(() => buildHistogram(values), [values]);
  const { bins, curve } = histogram;
  const from = Math.min(lsl, nominal, curve[0]?.x ?? lsl);
  const to = Math.max(usl, nominal, curve[curve.length - 1]?.x ?? usl);
  const pad = (to - from) * 0.03;
  const top = Math.max(...bins.map((b) => b.count), ...curve.map((p) => p.y)) * 1.12;
  const xTicks = niceTicks(from - pad, to + pad, 6);
  const yTicks = niceTicks(0, top, 5);
  const limits = [
    { x: lsl, label: t('charts.lsl'), colour: LIMIT_COLOUR },
    { x: nominal, label: t('charts.nominal'), colour: NOMINAL_COLOUR },
    { x: usl, label: t('charts.usl'), colour: LIMIT_COLOUR },
  ];
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" data-testid="histogram-chart">
      <figcaption className="mb-2 text-base font-semibold text-slate-900">{t('charts.histogram')}</figcaption>
      <div role="img" aria-label={t('charts.histogramLabel')}>
        <ResponsiveContainer width="100%" height={300}>
          <ComposedChart data={curve} margin={{ top: 24, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              type="number"
              dataKey="x"
              domain={[from - pad, to + pad]}
              allowDataOverflow
              ticks={xTicks.ticks}
              tickFormatter={(x: number) => fmt.number(x, { digits: xTicks.digits })}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              domain={[0, top]}
              ticks={yTicks.ticks}
              tickFormatter={(y: number) => fmt.number(y, { digits: yTicks.digits, grouping: true })}
              tick={{ fontSize: 12 }}
              width={56}
            />
            {bins
              .filter((bin) => bin.count > 0)
              .map((bin) => (
                <ReferenceArea
                  key={bin.start}
                  x1={bin.start}
                  x2={bin.end}
                  y1={0}
                  y2={bin.count}
                  fill="#3b82f6"
                  fillOpacity={0.55}
                  stroke="#1d4ed8"
                  strokeOpacity={0.8}
                  ifOverflow="hidden"
                />
              ))}
            <Line
              type="monotone"
              dataKey="y"
              name={t('charts.curve')}
              stroke="#7c2d12"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            {limits.map((line) => (
              <ReferenceLine
                key={line.label}
                x={line.x}
                stroke={line.colour}
                strokeWidth={2}
                strokeDasharray={line.colour === NOMINAL_COLOUR ? '2 3' : '6 3'}
                label={{
                  value: `${line.label} ${fmt.number(line.x, { digits: 3 })}`,
                  position: 'top',
                  fill: line.colour,
                  fontSize: 12,
                }}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
