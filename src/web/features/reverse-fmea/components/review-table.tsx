import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { RATINGS } from '../utils/manual-rows';
import type { RatingField, ReviewRow } from '../utils/review-rows';
import type { RpnBands } from '../utils/rpn-band';
import { IncompleteFlag } from './incomplete-flag';
import { RpnBadge } from './rpn-badge';

const RATING_COLUMNS: readonly RatingField[] = ['severity', 'occurrence', 'detection'];

/** The imported rows: invalid S/O/D flagged on their row and fixable there, file RPN beside S×O×D. */
export function ReviewTable({
  rows,
  bands,
  onFix,
}: {
  rows: readonly ReviewRow[];
  bands?: RpnBands;
  onFix: (sourceRow: number, field: RatingField, value: number) => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const issueIds = useId();
  return (
    <DataTable
      framed
      dense
      minWidth={900}
      testId="review-table"
      columns={[
        { key: 'row', header: t('review.row') },
        ...(['processStep', 'potentialFailure', 'effects', ...RATING_COLUMNS] as const).map((key) => ({
          key,
          header: t(`columns.${key}`),
        })),
        { key: 'rpn', header: 'RPN' },
      ]}
    >
      {rows.map((row) => (
        <tr
          key={row.sourceRow}
          className={`border-t border-slate-200 align-top ${row.invalid.length > 0 ? 'bg-red-50' : ''}`}
          data-testid="review-row"
          data-source-row={row.sourceRow}
          data-invalid={row.invalid.length > 0}
          data-incomplete={row.incomplete.length > 0}
        >
          <td className="px-2 py-2 text-slate-600 tabular-nums">{row.sourceRow}</td>
          <td className="px-2 py-2 text-slate-900" data-user-content>
            {row.processStep}
          </td>
          <td className="px-2 py-2 font-medium text-slate-900" data-user-content>
            {row.potentialFailure}
          </td>
          <td className="px-2 py-2 text-slate-700" data-user-content>
            {row.effects}
          </td>
          {RATING_COLUMNS.map((field) => {
            const issue = row.issues.find((i) => i.field === field);
            const invalid = row.invalid.includes(field);
            const label = `${t('review.row')} ${row.sourceRow}: ${t(`columns.${field}`)}`;
            const issueId = invalid && issue ? `${issueIds}-${row.sourceRow}-${field}` : undefined;
            return (
              <td key={field} className="px-2 py-2">
                <select
                  aria-label={label}
                  aria-invalid={invalid || undefined}
                  aria-describedby={issueId}
                  data-testid={`fix-${field}-${row.sourceRow}`}
                  value={row[field] ?? ''}
                  onChange={(event) => onFix(row.sourceRow, field, Number(event.target.value))}
                  className={`min-h-10 w-20 rounded-lg border bg-white px-2 text-sm focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none ${invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
                >
                  {row[field] === null ? <option value="">{t('review.choose')}</option> : null}
                  {RATINGS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                {invalid && issue ? (
                  <p
                    id={issueId}
                    className="mt-1 flex items-center gap-1 text-xs text-red-700"
                    data-testid="cell-issue"
                  >
                    <AlertTriangle className="h-3 w-3" aria-hidden />
                    {t('review.invalidCell', { value: issue.value || '∅' })}
                  </p>
                ) : null}
              </td>
            );
          })}
          <td className="px-2 py-2">
            {row.rpn === null ? (
              row.invalid.length === 0 && row.incomplete.length > 0 ? (
                <IncompleteFlag />
              ) : (
                <span className="text-slate-500">—</span>
              )
            ) : (
              <RpnBadge rpn={row.rpn} bands={bands} bandLabel={(band) => t(`rpnBand.${band}`)} />
            )}
            {row.rpnDiffers && row.fileRpn !== null ? (
              <p
                className="mt-1 text-xs font-medium text-amber-900"
                data-testid="file-rpn"
                title={t('review.rpnDiffersLabel', { file: row.fileRpn })}
              >
                {t('review.rpnDiffers', { file: row.fileRpn })}
              </p>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
