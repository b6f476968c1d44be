import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmea } from '../../../../../domain/fmea/contract';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { type LineFilters, useFmeaLines } from '../../api/fmea-lines';
import type { RpnBands } from '../../utils/rpn-band';
import { LineCard } from './line-card';
import { WorksheetFilters } from './worksheet-filters';

/**
 * The FMEA as a worksheet (issue 23 §9): its lines with their actions and revised ratings, riskiest
 * first, filtered by AP and status, a page at a time from the server (a 20 000-line FMEA stays fast).
 */
export function Worksheet({
  fmea,
  bands,
  focusLineId,
}: {
  fmea: TFmea;
  bands?: RpnBands;
  focusLineId?: string | null;
}) {
  const { t } = useTranslation('reverseFmea');
  const [filters, setFilters] = useState<LineFilters>({ order: 'risk' });
  const lines = useFmeaLines(fmea.id, filters);
  const shown = lines.data?.pages.flatMap((page) => page.lines) ?? [];
  return (
    <section
      aria-labelledby="worksheet-heading"
      className="flex min-w-0 flex-col gap-3"
      data-testid="worksheet"
    >
      <h3 id="worksheet-heading" className="text-lg font-semibold text-slate-900">
        {t('worksheet.title')}
      </h3>
      <WorksheetFilters value={filters} onChange={setFilters} />
      {lines.isPending ? <Spinner /> : null}
      {lines.isError ? <LoadError error={lines.error} onRetry={() => void lines.refetch()} /> : null}
      {lines.isSuccess && shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('worksheet.empty')}</p>
      ) : null}
      {shown.length > 0 ? (
        <>
          <p className="text-sm text-slate-600" data-testid="worksheet-count">
            {t('worksheet.shown', {
              shown: shown.length.toLocaleString('tr-TR'),
              total: fmea.rowCount.toLocaleString('tr-TR'),
            })}
          </p>
          <ol className="flex flex-col gap-3">
            {shown.map((line) => (
              <li key={line.id}>
                <LineCard fmeaId={fmea.id} line={line} bands={bands} highlighted={line.id === focusLineId} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {lines.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={lines.isFetchingNextPage}
          onClick={() => void lines.fetchNextPage()}
          data-testid="worksheet-more"
        >
          {t('worksheet.more')}
        </Button>
      ) : null}
    </section>
  );
}
