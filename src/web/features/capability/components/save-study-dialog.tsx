import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type TCapabilityStudy, ZCreateCapabilityStudy } from '../../../../domain/capability/contract';
import { formatNumberTr } from '../../../../domain/capability/number-format';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useCreateStudy } from '../api/capability-studies';
import type { Calculation, OpenedStudy } from '../hooks/use-calculator';

// The labels part of the API's own schema: the same Turkish messages in the form and from the server.
const { name, partNumber, characteristic } = ZCreateCapabilityStudy.shape;
const ZStudyLabels = z.object({ name, partNumber, characteristic });
type TStudyLabels = z.infer<typeof ZStudyLabels>;

interface Props {
  open: boolean;
  onClose: () => void;
  calculation: Calculation;
  defaults: OpenedStudy | null;
  onSaved: (study: TCapabilityStudy) => void;
}

/** 'Kaydet': names the calculation and stores it; the server recomputes the result from the values. */
export function SaveStudyDialog({ open, onClose, calculation, defaults, onSaved }: Props) {
  const { t } = useTranslation('capability');
  const create = useCreateStudy();
  const form = useForm<TStudyLabels>({ resolver: zodResolver(ZStudyLabels) });
  const { reset } = form;
  useEffect(() => {
    if (open)
      reset({
        name: defaults?.name ?? '',
        partNumber: defaults?.partNumber ?? '',
        characteristic: defaults?.characteristic ?? '',
      });
  }, [open, defaults, reset]);
  const validation = Object.values(form.formState.errors)[0]?.message;

  const submit = form.handleSubmit((labels) => {
    const { nominal, upperTolerance, lowerTolerance, values } = calculation;
    create.mutate(
      { ...labels, nominal, upperTolerance, lowerTolerance, values },
      { onSuccess: (study) => onSaved(study) },
    );
  });
  const field =
    'min-h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus:outline-2 focus:outline-blue-600';
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('save.title')}>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="save-study-form">
        {validation ? <AlertBox tone="error">{validation}</AlertBox> : null}
        {create.error ? <AlertBox tone="error">{errorMessage(create.error)}</AlertBox> : null}
        <div>
          <label htmlFor="study-name" className="mb-1 block text-sm font-medium text-slate-800">
            {t('save.name')} *
          </label>
          <input
            id="study-name"
            className={field}
            aria-invalid={form.formState.errors.name ? true : undefined}
            {...form.register('name')}
          />
        </div>
        <div>
          <label htmlFor="study-part" className="mb-1 block text-sm font-medium text-slate-800">
            {t('save.partNumber')} <span className="font-normal text-slate-500">({t('save.optional')})</span>
          </label>
          <input id="study-part" className={field} {...form.register('partNumber')} />
        </div>
        <div>
          <label htmlFor="study-characteristic" className="mb-1 block text-sm font-medium text-slate-800">
            {t('save.characteristic')}{' '}
            <span className="font-normal text-slate-500">({t('save.optional')})</span>
          </label>
          <input id="study-characteristic" className={field} {...form.register('characteristic')} />
        </div>
        <p className="text-sm text-slate-600">
          {t('save.summary', {
            n: formatNumberTr(calculation.values.length, { digits: 0, grouping: true }),
            cpk: formatNumberTr(calculation.result.cpk, { digits: 4 }),
          })}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('app.cancel', { ns: 'translation' })}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('save.saving') : t('save.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
