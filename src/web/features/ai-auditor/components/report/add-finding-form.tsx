import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FINDING_CATEGORIES } from '../../../../../domain/audit/contract';
import { ZAddFindingRequest } from '../../../../../domain/audit/review-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Input } from '../../../../components/ui/form/input';
import { Select } from '../../../../components/ui/form/select';
import { Textarea } from '../../../../components/ui/form/textarea';
import { errorMessage } from '../../../../lib/api-client';
import { useAddFinding } from '../../api/review-audit';

// The fields of POST …/findings this form types, with the API's own checks and Turkish messages.
const ZAddFindingForm = ZAddFindingRequest.pick({
  category: true,
  title: true,
  iatfClause: true,
  evidence: true,
  description: true,
});
type AddFindingValues = z.input<typeof ZAddFindingForm>;
type AddFinding = z.output<typeof ZAddFindingForm>;

const EMPTY: AddFindingValues = {
  category: 'minor',
  title: '',
  iatfClause: '',
  evidence: '',
  description: '',
};

/** The reviewer's own finding: category, title, clause and evidence (the contract's Turkish checks). */
export function AddFindingForm({ auditId, onDone }: { auditId: string; onDone: () => void }) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const add = useAddFinding(auditId);
  const form = useForm<AddFindingValues, unknown, AddFinding>({
    resolver: zodResolver(ZAddFindingForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      onValid={(body) => add.mutateAsync(body).then(onDone, () => undefined)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
      aria-label={t('review.addTitle')}
      data-testid="add-finding-form"
    >
      <h4 className="text-sm font-semibold text-slate-900 sm:col-span-2">{t('review.addTitle')}</h4>
      <Field label={t('review.category')} error={errors.category?.message}>
        <Select {...form.register('category')}>
          {FINDING_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('review.clause')} error={errors.iatfClause?.message}>
        <Input {...form.register('iatfClause')} placeholder="8.5.1.1" />
      </Field>
      <Field label={t('review.title')} error={errors.title?.message} className="sm:col-span-2">
        <Input {...form.register('title')} />
      </Field>
      <Field label={t('review.evidence')} error={errors.evidence?.message} className="sm:col-span-2">
        <Textarea {...form.register('evidence')} rows={2} />
      </Field>
      <Field label={t('review.description')} error={errors.description?.message} className="sm:col-span-2">
        <Textarea {...form.register('description')} rows={2} />
      </Field>
      {add.error ? (
        <div className="sm:col-span-2">
          <AlertBox tone="error">{errorText(errorMessage(add.error))}</AlertBox>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" onClick={onDone}>
          {t('review.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending} data-testid="add-finding-save">
          {add.isPending ? t('review.saving') : t('review.save')}
        </Button>
      </div>
    </Form>
  );
}
