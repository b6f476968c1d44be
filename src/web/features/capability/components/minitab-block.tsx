import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCapabilityResult, TPpm } from '../../../../domain/capability/contract';
import { CAPABILITY_MESSAGES } from '../../../../domain/capability/messages';
import { useNumberFormat } from '../hooks/use-number-format';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function PpmList({ title, value, testId }: { title: string; value: TPpm; testId: string }) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const ppm = (x: number) => fmt.number(x, { digits: 2, grouping: true });
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold text-slate-800">{title}</h4>
      <dl className="text-sm">
        <Row label={t('minitab.belowLsl')} value={ppm(value.belowLsl)} />
        <Row label={t('minitab.aboveUsl')} value={ppm(value.aboveUsl)} />
        <Row label={t('minitab.total')} value={ppm(value.total)} testId={`${testId}-total`} />
      </dl>
    </div>
  );
}

/** What Minitab's capability report shows beside the spec's figures: within sigma, ppm and normality. */
export function MinitabBlock({ result }: { result: TCapabilityResult }) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const four = (x: number) => fmt.number(x, { digits: 4, grouping: true });
  const { within, normality } = result;
  return (
    <section
      className="rounded-xl border border-indigo-200 bg-indigo-50/40 p-4"
      aria-labelledby="capability-minitab"
      data-testid="minitab-block"
    >
      <h3 id="capability-minitab" className="mb-3 text-base font-semibold text-indigo-950">
        {t('minitab.heading')}
      </h3>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <div>
          <h4 className="mb-1 text-sm font-semibold text-slate-800">{t('minitab.within')}</h4>
          <dl className="text-sm">
            <Row label={t('minitab.mrBar')} value={four(within.mrBar)} />
            <Row label={t('minitab.sigmaWithin')} value={four(within.sigma)} testId="within-sigma" />
            <Row label={t('minitab.cpWithin')} value={four(within.cp)} testId="within-cp" />
            <Row label={t('minitab.cpkWithin')} value={four(within.cpk)} testId="within-cpk" />
          </dl>
        </div>
        <PpmList title={t('minitab.ppm')} value={result.ppm} testId="ppm" />
        <PpmList title={t('minitab.ppmWithin')} value={result.ppmWithin} testId="ppm-within" />
        <div>
          <h4 className="mb-1 text-sm font-semibold text-slate-800">{t('minitab.normality')}</h4>
          <dl className="text-sm">
            <Row label={t('minitab.adStatistic')} value={four(normality.adStatistic)} testId="ad-statistic" />
            <Row label={t('minitab.pValue')} value={fmt.pValue(normality.pValue)} testId="ad-p-value" />
          </dl>
          {normality.isNormal ? (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-green-800">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t('minitab.normal')}
            </p>
          ) : (
            <p
              role="status"
              className="mt-2 flex items-start gap-1.5 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
              data-testid="non-normal-warning"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {CAPABILITY_MESSAGES.nonNormal}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
