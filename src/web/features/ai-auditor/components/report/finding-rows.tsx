import { useTranslation } from 'react-i18next';
import type { TFinding, TFindingRow } from '../../../../../domain/audit/contract';

/** Rows shown on the card; the rest are counted ("+N daha") and listed in the CSV and PDF. */
const FINDING_ROWS_SHOWN = 5;

/**
 * The rows a grouped finding concerns (issue 22: one finding per rule per document). A row in
 * another file than the finding's (a linkage finding belongs to the document that lacks the item,
 * its rows are where the item was seen) names its file.
 */
export function FindingRows({ finding }: { finding: TFinding }) {
  const { t } = useTranslation('aiAuditor');
  const rows = finding.rows ?? [];
  const { evidence } = finding;
  // One row that is the evidence itself says nothing the evidence does not.
  const only = rows.length === 1 ? rows[0] : undefined;
  if (rows.length === 0 || (only && only.file === evidence.file && only.row === evidence.row)) return null;
  const shown = rows.slice(0, FINDING_ROWS_SHOWN);
  const more = rows.length - shown.length;
  return (
    <div className="mt-3 text-sm" data-testid="finding-rows">
      <p className="font-semibold text-slate-800">{t('report.rowsHeading', { count: rows.length })}</p>
      <ul className="mt-1 space-y-0.5">
        {shown.map((row, index) => (
          <li key={index} className="text-slate-700" data-testid="finding-row">
            <RowPlace row={row} file={evidence.file} />
            {row.cellText ? (
              <span className="text-slate-600" translate="no" data-user-content="">
                {' — '}“{row.cellText}”
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-1 text-slate-600" data-testid="finding-rows-more">
          {t('report.moreRows', { count: more })}
        </p>
      ) : null}
    </div>
  );
}

function RowPlace({ row, file }: { row: TFindingRow; file: string | null }) {
  const { t } = useTranslation('aiAuditor');
  const data = [row.file !== file ? row.file : null, row.sheetOrPage].filter((p): p is string => Boolean(p));
  return (
    <>
      {data.length > 0 ? (
        <span translate="no" data-user-content="">
          {data.join(' · ')}
          {' · '}
        </span>
      ) : null}
      {row.row === null ? null : t('report.rowPlace', { row: row.row })}
    </>
  );
}
