import { FilePlus2, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAudit } from '../../../../../domain/audit/api-contract';
import type { TReviewSummary } from '../../../../../domain/audit/review-contract';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { usePublishAudit } from '../../api/review-audit';
import { AddFindingForm } from './add-finding-form';

/** 'İncelendi: 12 kabul, 3 red' and the re-grades, added and pending findings when there are any. */
function useReviewLine(): (review: TReviewSummary) => string {
  const { t } = useTranslation('aiAuditor');
  return (review) =>
    [
      t('review.line', { accepted: review.accepted + review.regraded, rejected: review.rejected }),
      review.regraded > 0 ? t('review.regradedCount', { count: review.regraded }) : null,
      review.added > 0 ? t('review.addedCount', { count: review.added }) : null,
      // Once published, an undecided finding simply stands as raised.
      review.pending > 0 && review.state === 'draft'
        ? t('review.pendingCount', { count: review.pending })
        : null,
    ]
      .filter(Boolean)
      .join(', ');
}

/**
 * The review state of the report: 'Taslak' (with 'Yayınla' and 'Bulgu Ekle' for whoever `can`) or
 * 'Yayınlandı' (who, when), the decisions so far and the engine's own score beside the reviewed one.
 */
export function ReviewBar({ audit }: { audit: TAudit }) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const line = useReviewLine();
  const publish = usePublishAudit(audit.id);
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const review = audit.report?.review;
  if (!review) return null;
  const draft = review.state === 'draft';
  return (
    <section
      aria-label={t(draft ? 'review.draft' : 'review.published')}
      className={`space-y-3 rounded-xl border p-4 ${draft ? 'border-amber-300 bg-amber-50' : 'border-green-300 bg-green-50'}`}
      data-testid="review-bar"
      data-state={review.state}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-0.5 text-sm font-semibold ${draft ? 'bg-amber-200 text-amber-950' : 'bg-green-200 text-green-950'}`}
              data-testid="review-state"
            >
              {t(draft ? 'review.draft' : 'review.published')}
            </span>
            <span className="text-sm font-medium text-slate-900" data-testid="review-line">
              {line(review)}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            {draft
              ? t('review.draftHint')
              : t('review.publishedHint', {
                  name: review.publishedByName || '—',
                  date: formatDateTime(review.publishedAt ?? '', activeLocale()),
                })}
          </p>
          <p className="text-xs text-slate-600" data-testid="review-original-score">
            {t('review.originalScore', { score: review.original.overallScore })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {audit.can.review ? (
            <Button variant="secondary" onClick={() => setAdding((v) => !v)} data-testid="review-add">
              <FilePlus2 className="h-4 w-4" aria-hidden />
              {t('review.addFinding')}
            </Button>
          ) : null}
          {audit.can.publish ? (
            <Button
              onClick={() => {
                publish.reset();
                setConfirming(true);
              }}
              data-testid="review-publish"
            >
              <Send className="h-4 w-4" aria-hidden />
              {t('review.publish')}
            </Button>
          ) : null}
        </div>
      </div>
      {adding && audit.can.review ? (
        <AddFindingForm auditId={audit.id} onDone={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('review.publishTitle')}
        confirmLabel={t('review.publish')}
        pending={publish.isPending}
        error={publish.error ? errorText(errorMessage(publish.error)) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          publish.mutateAsync().then(
            () => setConfirming(false),
            () => undefined, // shown in the dialog
          );
        }}
      >
        <p>{t('review.publishConfirm')}</p>
      </ConfirmDialog>
    </section>
  );
}
