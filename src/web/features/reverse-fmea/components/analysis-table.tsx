import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { byRisk, type RiskRow } from '../utils/risk-order';
import type { RpnBands } from '../utils/rpn-band';
import { IncompleteFlag } from './incomplete-flag';
import { RpnBadge } from './rpn-badge';
import { ShowMoreButton, useShownCount } from './show-more';

/** Rows mounted at first and per 'Daha fazla göster': the banner above still counts every row. */
const PAGE = 100;

const AP_CLASSES: Record<string, string> = {
  H: 'bg-red-100 text-red-800',
  M: 'bg-amber-100 text-amber-900',
  L: 'bg-green-100 text-green-800',
};

/**
 * 'AI Analizi' result table (spec §2.1 + AP): AP first (it is the priority, issue 23 §3), then process,
 * failure, effects and the RPN in its band colour, highest risk first.
 */
export function AnalysisTable({ rows, bands }: { rows: readonly RiskRow[]; bands?: RpnBands }) {
  const { t } = useTranslation('reverseFmea');
  const ordered = useMemo(() => byRisk(rows), [rows]);
  const page = useShownCount(ordered.length, PAGE);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[640px] text-sm" data-testid="analysis-table">
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                AP
              </th>
              <th scope="col" className="px-3 py-2">
                {t('analyze.process')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('analyze.failure')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('analyze.effects')}
              </th>
              <th scope="col" className="px-3 py-2">
                RPN
              </th>
            </tr>
          </thead>
          <tbody>
            {ordered.slice(0, page.shown).map((row, index) => (
              <tr key={index} className="border-t border-slate-200 align-top" data-testid="analysis-row">
                <td className="px-3 py-2">
                  {row.actionPriority === '' ? null : (
                    <span
                      className={`rounded-md px-2 py-0.5 text-xs font-bold ${AP_CLASSES[row.actionPriority] ?? 'bg-slate-100 text-slate-800'}`}
                    >
                      {row.actionPriority}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-slate-900" data-user-content>
                  {row.processStep}
                </td>
                <td className="px-3 py-2 font-medium text-slate-900" data-user-content>
                  {row.potentialFailure}
                </td>
                <td className="px-3 py-2 text-slate-700" data-user-content>
                  {row.effects}
                </td>
                <td className="px-3 py-2">
                  {row.rpn === null ? (
                    <IncompleteFlag />
                  ) : (
                    <RpnBadge rpn={row.rpn} bands={bands} bandLabel={(band) => t(`rpnBand.${band}`)} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMoreButton left={page.left} onClick={page.showMore} testId="analysis-more" />
    </div>
  );
}
