import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINDING_CATEGORIES, type TFindingCategory } from '../../../../../domain/audit/contract';
import { ZAddFindingRequest } from '../../../../../domain/audit/review-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { Input } from '../../../../components/ui/form/input';
import { Select } from '../../../../components/ui/form/select';
import { Textarea } from '../../../../components/ui/form/textarea';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { errorMessage } from '../../../../lib/api-client';
import { useAddFinding } from '../../api/review-audit';

type Errors = Partial<Record<'title' | 'iatfClause' | 'evidence', string>>;

/** The reviewer's own finding: category, title, clause and evidence (the contract's Turkish checks). */
export function AddFindingForm({ auditId, onDone }: { auditId: string; onDone: () => void }) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const add = useAddFinding(auditId);
  const [category, setCategory] = useState<TFindingCategory>('minor');
  const [title, setTitle] = useState('');
  const [iatfClause, setClause] = useState('');
  const [evidence, setEvidence] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { category, title, iatfClause, evidence, description };
    const parsed = ZAddFindingRequest.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'iatfClause' || field === 'evidence') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutateAsync(body).then(onDone, () => undefined);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
      aria-label={t('review.addTitle')}
      data-testid="add-finding-form"
    >
      <h4 className="text-sm font-semibold text-slate-900 sm:col-span-2">{t('review.addTitle')}</h4>
      <Field label={t('review.category')}>
        <Select
          value={category}
          onChange={(e) => setCategory(e.target.value as TFindingCategory)}
          name="category"
        >
          {FINDING_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('review.clause')} error={errors.iatfClause}>
        <Input
          value={iatfClause}
          onChange={(e) => setClause(e.target.value)}
          name="iatfClause"
          placeholder="8.5.1.1"
        />
      </Field>
      <Field label={t('review.title')} error={errors.title} className="sm:col-span-2">
        <Input value={title} onChange={(e) => setTitle(e.target.value)} name="title" />
      </Field>
      <Field label={t('review.evidence')} error={errors.evidence} className="sm:col-span-2">
        <Textarea value={evidence} onChange={(e) => setEvidence(e.target.value)} name="evidence" rows={2} />
      </Field>
      <Field label={t('review.description')} className="sm:col-span-2">
        <Textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          name="description"
          rows={2}
        />
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
    </form>
  );
}
