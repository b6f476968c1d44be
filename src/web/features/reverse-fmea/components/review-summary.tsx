import { useTranslation } from 'react-i18next';
import type { TFmeaImportResult } from '../../../../domain/fmea/import/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { useErrorText } from '../../../components/ui/form/error-text';

const COMPANION_KEYS = {
  joined: 'review.companionJoined',
  unmatched: 'review.companionUnmatched',
  severity_differs: 'review.companionSeverityDiffers',
} as const;

/** The review's heading: sheet, header row and counts read, the reader's notice, the split FMEA's other sheet. */
export function ReviewSummary({ result }: { result: TFmeaImportResult }) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const companion = result.companion;
  return (
    <div>
      <h3 id="review-heading" className="text-lg font-bold text-slate-900">
        {t('review.title')}
      </h3>
      <p className="text-sm text-slate-700" data-testid="review-summary">
        {t('review.summary', {
          sheet: result.sheet,
          headerRow: result.headerRow,
          rows: result.rows.length,
          skipped: result.skipped.length,
        })}
      </p>
      {result.notice ? <AlertBox tone="info">{errorText(result.notice)}</AlertBox> : null}
      {companion ? (
        <AlertBox tone={companion.joined ? 'info' : 'error'} testId="review-companion">
          {t(COMPANION_KEYS[companion.reason ?? 'joined'], {
            sheet: companion.sheet,
            rows: companion.rows,
            fields: companion.fields.map((f) => t(`fields.${f}`)).join(', '),
          })}
        </AlertBox>
      ) : null}
    </div>
  );
}
