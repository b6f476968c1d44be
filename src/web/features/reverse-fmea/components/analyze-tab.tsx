import { Hourglass, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFmea } from '../../../../domain/fmea/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import type { RpnBands } from '../utils/rpn-band';
import { Worksheet } from './worksheet/worksheet';

/**
 * 'AI Analizi' (spec §2.1): a waiting message without data, a spinner for as long as the plan is
 * really being made, then the banner with the number of analysed rows and the worksheet, riskiest first.
 */
export function AnalyzeTab({
  fmea,
  loading,
  running,
  error,
  bands,
  focusLineId,
  onRun,
}: {
  fmea: TFmea | null;
  loading: boolean;
  running: boolean;
  error: string | null;
  bands?: RpnBands;
  /** A notification's line (`?line=`): marked in the worksheet. */
  focusLineId?: string | null;
  onRun: () => void;
}) {
  const { t } = useTranslation('reverseFmea');
  if (loading) return <Spinner />;
  if (!fmea) return <EmptyState icon={Hourglass} title={t('analyze.waiting')} />;
  return (
    <section
      aria-labelledby="analyze-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="analyze-heading" className="text-xl font-bold text-slate-900">
            {t('analyze.title')}
          </h2>
          <p className="text-sm text-slate-600" data-user-content>
            {t('analyze.fmea', { name: fmea.name })}
          </p>
        </div>
        {fmea.can.plan && !running ? (
          <Button variant={fmea.plan ? 'secondary' : 'primary'} onClick={onRun} data-testid="run-plan">
            <RefreshCw className="h-4 w-4" aria-hidden />
            {fmea.plan ? t('analyze.regenerate') : t('analyze.generate')}
          </Button>
        ) : null}
      </div>
      {running ? <Spinner label={t('analyze.running')} className="h-6 w-6" /> : null}
      {error ? <AlertBox tone="error">{error}</AlertBox> : null}
      {!running && fmea.plan ? (
        <>
          <AlertBox tone="success" testId="analysis-done">
            {t('analyze.done', { count: fmea.rowCount })}
          </AlertBox>
          {fmea.plan.stale ? <AlertBox tone="info">{t('analyze.stale')}</AlertBox> : null}
        </>
      ) : null}
      {!running && !fmea.plan && !fmea.can.plan ? (
        <p className="text-sm text-slate-600">{t('analyze.noPlan')}</p>
      ) : null}
      {!running ? <Worksheet fmea={fmea} bands={bands} focusLineId={focusLineId} /> : null}
    </section>
  );
}
