import { useTranslation } from 'react-i18next';
import type { TApCheck } from '../../../../domain/fmea/import/contract';
import { AlertBox } from '../../../components/ui/alert-box';

/**
 * The file's AP beside the AP table's (the organisation's or the handbook's), row by row: the file's
 * value is kept, the plan uses the table's, and the review says where they differ.
 */
export function ReviewApCheck({ check }: { check: TApCheck }) {
  const { t } = useTranslation('reverseFmea');
  const rows = check.disagreements;
  return (
    <section aria-labelledby="review-ap-heading" data-testid="review-ap" className="flex flex-col gap-2">
      <h4 id="review-ap-heading" className="text-sm font-semibold text-slate-800">
        {t('review.apTitle')}
      </h4>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">
          {t('review.apAgrees', { table: check.table, compared: check.compared })}
        </p>
      ) : (
        <>
          <AlertBox tone="info">
            {t('review.apDisagrees', { table: check.table, count: rows.length })}
          </AlertBox>
          <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th className="px-2 py-1 font-medium">{t('review.apRow')}</th>
                  <th className="px-2 py-1 font-medium">{t('review.apRatings')}</th>
                  <th className="px-2 py-1 font-medium">{t('review.apFile')}</th>
                  <th className="px-2 py-1 font-medium">{t('review.apTable')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.sourceRow} className="border-t border-slate-100" data-testid="review-ap-row">
                    <td className="px-2 py-1">{row.sourceRow}</td>
                    <td className="px-2 py-1">
                      {row.severity} / {row.occurrence} / {row.detection}
                    </td>
                    <td className="px-2 py-1 line-through decoration-slate-400">{row.fileAp}</td>
                    <td className="px-2 py-1 font-semibold">{row.tableAp}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
