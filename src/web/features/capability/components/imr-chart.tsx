import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCapabilityResult } from '../../../../domain/capability/contract';
import { buildImrChartData } from '../../../../domain/capability/control-chart';
import { useNumberFormat } from '../hooks/use-number-format';
import { downsampleMinMax } from '../utils/downsample';
import { ControlChart } from './control-chart';

/** The I-MR control chart pair with the limits of the result; long series are downsampled for drawing only. */
export function ImrChart({ values, result }: { values: readonly number[]; result: TCapabilityResult }) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const data = useMemo(() => {
    const chart = buildImrChartData(values);
    return {
      ...chart,
      drawnIndividuals: downsampleMinMax(chart.individuals.points),
      drawnMovingRange: downsampleMinMax(chart.movingRange.points),
    };
  }, [values]);
  const { individuals, movingRange } = result.imr;
  return (
    <section
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="capability-imr"
      data-testid="imr-chart"
    >
      <h3 id="capability-imr" className="text-base font-semibold text-slate-900">
        {t('charts.imr')}
      </h3>
      {data.drawnIndividuals.length < values.length ? (
        <p className="text-xs text-slate-600">
          {t('charts.downsampled', {
            n: fmt.number(values.length, { digits: 0, grouping: true }),
            drawn: fmt.number(data.drawnIndividuals.length, { digits: 0, grouping: true }),
          })}
        </p>
      ) : null}
      <ControlChart
        title={t('charts.individuals')}
        series={data.individuals}
        drawn={data.drawnIndividuals}
        outOfControl={individuals.outOfControl}
        testId="i-chart"
      />
      <ControlChart
        title={t('charts.movingRange')}
        series={data.movingRange}
        drawn={data.drawnMovingRange}
        outOfControl={movingRange.outOfControl}
        testId="mr-chart"
      />
    </section>
  );
}
