import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type TReviewFindingRequest,
  ZRejectFindingRequest,
} from '../../../../../domain/audit/review-contract';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Textarea } from '../../../../components/ui/form/textarea';

// The reason as PUT …/review checks a rejection's: required (trimmed), the same Turkish message.
const ZRejectForm = ZRejectFindingRequest.pick({ reason: true });
type RejectValues = z.input<typeof ZRejectForm>;
type Reject = z.output<typeof ZRejectForm>;

/** 'Reddet' opened: the reason, then 'Reddi Kaydet' (or 'Vazgeç'). */
export function RejectFindingForm({
  pending,
  onSend,
  onCancel,
}: {
  pending: boolean;
  onSend: (body: TReviewFindingRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('aiAuditor');
  const form = useForm<RejectValues, unknown, Reject>({
    resolver: zodResolver(ZRejectForm),
    defaultValues: { reason: '' },
  });
  return (
    <Form
      form={form}
      onValid={({ reason }) => onSend({ decision: 'rejected', reason })}
      className="space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <Field label={t('review.reason')} error={form.formState.errors.reason?.message}>
        <Textarea {...form.register('reason')} rows={2} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('review.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={pending} data-testid="review-reject-save">
          {t('review.confirmReject')}
        </Button>
      </div>
    </Form>
  );
}
