import { useTranslation } from 'react-i18next';
import type { TSkippedRow } from '../../../../domain/fmea/import/contract';

/** Every row of the sheet that was not imported, with its reason in the user's language. */
export function ReviewSkipped({ skipped }: { skipped: readonly TSkippedRow[] }) {
  const { t } = useTranslation('reverseFmea');
  return (
    <div data-testid="skipped-rows">
      <h4 className="text-sm font-semibold text-slate-800">
        {t('review.skipped')} ({skipped.length})
      </h4>
      {skipped.length === 0 ? (
        <p className="text-sm text-slate-600">{t('review.noSkipped')}</p>
      ) : (
        <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
          {skipped.map((s) => {
            const reason = t(`review.skipReasons.${s.code}`, { defaultValue: s.reason });
            return (
              <li key={s.row} data-user-content data-code={s.code}>
                {s.section
                  ? t('review.skippedSection', { row: s.row, reason, section: s.section })
                  : t('review.skippedRow', { row: s.row, reason })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
