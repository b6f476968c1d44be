import { useTranslation } from 'react-i18next';
import type { TPlanExcludedRow } from '../../../../domain/fmea/contract';
import { IncompleteFlag } from './incomplete-flag';

/** The rows the plan left out (no O or D yet), each with its reason: they wait, they never block. */
export function PlanExcluded({
  rows,
  total = rows.length,
}: {
  rows: readonly TPlanExcludedRow[];
  total?: number;
}) {
  const { t } = useTranslation('reverseFmea');
  if (rows.length === 0) return null;
  return (
    <details
      open
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="plan-excluded"
    >
      <summary className="cursor-pointer font-semibold text-amber-900">
        {t('plan.excluded.title', { count: total })}
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.rowId} className="flex flex-col gap-1" data-testid="plan-excluded-row">
            <span className="flex flex-wrap items-center gap-2">
              <IncompleteFlag testId="plan-excluded-flag" />
              <span className="font-medium text-slate-900" data-user-content>
                {[row.processStep, row.potentialFailure].filter((s) => s !== '').join(' — ')}
              </span>
            </span>
            <span className="text-slate-800" data-testid="plan-excluded-reason">
              {t('plan.excluded.reason', {
                fields: row.missing.map((f) => t(`columns.${f}`)).join(t('plan.excluded.and')),
              })}
            </span>
          </li>
        ))}
      </ul>
      {total > rows.length ? (
        <p className="mt-2 text-slate-700" data-testid="plan-excluded-more">
          {t('plan.excluded.more', { count: total - rows.length })}
        </p>
      ) : null}
    </details>
  );
}
