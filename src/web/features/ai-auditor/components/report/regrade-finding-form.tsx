import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FINDING_CATEGORIES, type TFindingCategory } from '../../../../../domain/audit/contract';
import {
  type TReviewFindingRequest,
  ZRegradeFindingRequest,
} from '../../../../../domain/audit/review-contract';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Select } from '../../../../components/ui/form/select';

// The category as PUT …/review checks a re-grade's.
const ZRegradeForm = ZRegradeFindingRequest.pick({ category: true });
type RegradeValues = z.input<typeof ZRegradeForm>;
type Regrade = z.output<typeof ZRegradeForm>;

/** 'Yeniden Derecelendir' opened: the new category (the finding's own at first), then save (or 'Vazgeç'). */
export function RegradeFindingForm({
  category,
  pending,
  onSend,
  onCancel,
}: {
  category: TFindingCategory;
  pending: boolean;
  onSend: (body: TReviewFindingRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('aiAuditor');
  const form = useForm<RegradeValues, unknown, Regrade>({
    resolver: zodResolver(ZRegradeForm),
    defaultValues: { category },
  });
  return (
    <Form
      form={form}
      onValid={(fields) => onSend({ decision: 'regraded', category: fields.category })}
      className="flex flex-wrap items-end justify-end gap-2 rounded-lg border border-slate-200 p-3"
    >
      <Field label={t('review.newCategory')} error={form.formState.errors.category?.message}>
        <Select {...form.register('category')} data-testid="review-category">
          {FINDING_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button variant="ghost" onClick={onCancel}>
        {t('review.cancel')}
      </Button>
      <Button type="submit" disabled={pending} data-testid="review-regrade-save">
        {t('review.saveRegrade')}
      </Button>
    </Form>
  );
}
