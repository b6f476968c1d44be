import { Check, Scale, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINDING_CATEGORIES, type TFindingCategory } from '../../../../../domain/audit/contract';
import { type TReviewedFinding, ZReviewFindingRequest } from '../../../../../domain/audit/review-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { Select } from '../../../../components/ui/form/select';
import { Textarea } from '../../../../components/ui/form/textarea';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { useReviewFinding } from '../../api/review-audit';

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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [category, setCategory] = useState<TFindingCategory>(finding.category);
  const send = (body: unknown) => {
    const parsed = ZReviewFindingRequest.safeParse(body);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    mutation.mutateAsync({ findingId: finding.id, body: parsed.data }).then(
      () => setMode('none'),
      () => undefined, // shown below
    );
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => send({ decision: 'accepted' })}
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
        <div className="space-y-2 rounded-lg border border-slate-200 p-3">
          <Field label={t('review.reason')} error={reasonError}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} name="reason" />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setMode('none')}>
              {t('review.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={mutation.isPending}
              onClick={() => send({ decision: 'rejected', reason })}
              data-testid="review-reject-save"
            >
              {t('review.confirmReject')}
            </Button>
          </div>
        </div>
      ) : null}
      {mode === 'regrade' ? (
        <div className="flex flex-wrap items-end justify-end gap-2 rounded-lg border border-slate-200 p-3">
          <Field label={t('review.newCategory')}>
            <Select
              value={category}
              onChange={(e) => setCategory(e.target.value as TFindingCategory)}
              name="category"
              data-testid="review-category"
            >
              {FINDING_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="ghost" onClick={() => setMode('none')}>
            {t('review.cancel')}
          </Button>
          <Button
            disabled={mutation.isPending}
            onClick={() => send({ decision: 'regraded', category })}
            data-testid="review-regrade-save"
          >
            {t('review.saveRegrade')}
          </Button>
        </div>
      ) : null}
      {mutation.error ? <AlertBox tone="error">{errorText(errorMessage(mutation.error))}</AlertBox> : null}
    </div>
  );
}
