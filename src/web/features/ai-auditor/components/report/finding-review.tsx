import { Check, Scale, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReviewedFinding, TReviewFindingRequest } from '../../../../../domain/audit/review-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { useReviewFinding } from '../../api/review-audit';
import { RegradeFindingForm } from './regrade-finding-form';
import { RejectFindingForm } from './reject-finding-form';

const DECISION_STYLE = {
  accepted: 'border-green-200 bg-green-50 text-green-900',
  rejected: 'border-slate-300 bg-slate-100 text-slate-800',
  regraded: 'border-amber-200 bg-amber-50 text-amber-950',
  added: 'border-blue-200 bg-blue-50 text-blue-900',
} as const;

/** The decision on a finding (what, who, when, why), and the review actions for whoever `can`. */
export function FindingReview({ auditId, finding }: { auditId: string; finding: TReviewedFinding }) {
  return (
    <div className="mt-3 space-y-2" data-testid="finding-review">
      {finding.review ? <Decision finding={finding} /> : null}
      {finding.can.review && finding.source !== 'reviewer' ? (
        <ReviewActions auditId={auditId} finding={finding} />
      ) : null}
    </div>
  );
}

function Decision({ finding }: { finding: TReviewedFinding }) {
  const { t } = useTranslation('aiAuditor');
  const review = finding.review;
  if (!review) return null;
  const label =
    review.decision === 'regraded'
      ? t('review.decision_regraded', {
          from: t(`categories.${review.originalCategory ?? finding.category}`),
          to: t(`categories.${finding.category}`),
        })
      : t(`review.decision_${review.decision}`);
  return (
    <div
      className={`rounded-lg border px-3 py-2 text-sm ${DECISION_STYLE[review.decision]}`}
      data-testid="finding-decision"
      data-decision={review.decision}
    >
      <p className="font-semibold">{label}</p>
      <p className="text-xs">
        {t('review.decidedBy', {
          name: review.userName || '—',
          date: formatDateTime(review.at, activeLocale()),
        })}
      </p>
      {review.reason ? (
        <p className="mt-1" data-user-content="" translate="no">
          {t('review.reasonShown', { reason: review.reason })}
        </p>
      ) : null}
    </div>
  );
}

function ReviewActions({ auditId, finding }: { auditId: string; finding: TReviewedFinding }) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const mutation = useReviewFinding(auditId);
  const [mode, setMode] = useState<'none' | 'reject' | 'regrade'>('none');
  const send = (body: TReviewFindingRequest) =>
    mutation.mutateAsync({ findingId: finding.id, body }).then(
      () => setMode('none'),
      () => undefined, // shown below
    );
  const close = () => setMode('none');
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => void send({ decision: 'accepted' })}
          data-testid="review-accept"
        >
          <Check className="h-4 w-4 text-green-700" aria-hidden />
          {t('review.accept')}
        </Button>
        <Button variant="secondary" onClick={() => setMode('reject')} data-testid="review-reject">
          <X className="h-4 w-4 text-red-700" aria-hidden />
          {t('review.reject')}
        </Button>
        <Button variant="secondary" onClick={() => setMode('regrade')} data-testid="review-regrade">
          <Scale className="h-4 w-4" aria-hidden />
          {t('review.regrade')}
        </Button>
      </div>
      {mode === 'reject' ? (
        <RejectFindingForm pending={mutation.isPending} onSend={send} onCancel={close} />
      ) : null}
      {mode === 'regrade' ? (
        <RegradeFindingForm
          category={finding.category}
          pending={mutation.isPending}
          onSend={send}
          onCancel={close}
        />
      ) : null}
      {mutation.error ? <AlertBox tone="error">{errorText(errorMessage(mutation.error))}</AlertBox> : null}
    </div>
  );
}
