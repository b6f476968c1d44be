import { useTranslation } from 'react-i18next';
import type { TCapabilityResult } from '../../../../domain/capability/contract';
import { useNumberFormat } from '../hooks/use-number-format';
import { CLASS_STYLES } from './capability-badge';
import { useClassText } from '../hooks/use-class-text';

function Figure({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={`mt-1 tabular-nums ${strong ? 'text-2xl font-bold text-slate-900' : 'text-lg font-semibold text-slate-900'}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** The spec's figures, rounded to 4 decimals with a decimal comma, and the Cpk class with its advice. */
export function ResultsSummary({ result }: { result: TCapabilityResult }) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const four = (x: number) => fmt.number(x, { digits: 4, grouping: true });
  const { processCapability: cls } = result;
  const text = useClassText()(cls, result.recommendation);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-3">
        <Figure
          label={t('results.n')}
          value={fmt.number(result.n, { digits: 0, grouping: true })}
          testId="result-n"
        />
        <Figure label={t('results.mean')} value={four(result.mean)} testId="result-mean" />
        <Figure
          label={t('results.standardDeviation')}
          value={four(result.standardDeviation)}
          testId="result-sd"
        />
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('results.cp')} value={four(result.cp)} testId="result-cp" strong />
        <Figure label={t('results.cpk')} value={four(result.cpk)} testId="result-cpk" strong />
        <Figure label={t('results.cpkUpper')} value={four(result.cpkUpper)} testId="result-cpk-upper" />
        <Figure label={t('results.cpkLower')} value={four(result.cpkLower)} testId="result-cpk-lower" />
      </dl>
      <div
        className={`rounded-xl border p-4 ${CLASS_STYLES[cls.colour]}`}
        data-testid="result-class"
        data-colour={cls.colour}
      >
        <p className="text-sm font-medium">{t('results.capability')}</p>
        <p className="text-xl font-bold">{text.label}</p>
        <p className="mt-1 text-sm">
          <span className="font-semibold">{t('results.recommendation')}: </span>
          {text.recommendation}
        </p>
      </div>
      <p className="text-xs text-slate-600 tabular-nums">
        {t('results.limits', {
          usl: four(result.usl),
          lsl: four(result.lsl),
          min: four(result.min),
          max: four(result.max),
        })}
        {' · '}
        {t('results.overallNote')}
      </p>
    </div>
  );
}
