import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type TCapabilityStudy, ZCreateCapabilityStudy } from '../../../../domain/capability/contract';
import { useNumberFormat } from '../hooks/use-number-format';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
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
  const fmt = useNumberFormat();
  const errorText = useErrorText();
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
  const { errors } = form.formState;

  const submit = (labels: TStudyLabels) => {
    const { nominal, upperTolerance, lowerTolerance, values } = calculation;
    create.mutate(
      { ...labels, nominal, upperTolerance, lowerTolerance, values },
      { onSuccess: (study) => onSaved(study) },
    );
  };
  const optional = <span className="font-normal text-slate-500">({t('save.optional')})</span>;
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title={t('save.title')}>
      <Form form={form} onValid={submit} className="space-y-3" data-testid="save-study-form">
        {create.error ? <AlertBox tone="error">{errorText(errorMessage(create.error))}</AlertBox> : null}
        <Field id="study-name" label={`${t('save.name')} *`} error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        <Field
          id="study-part"
          label={
            <>
              {t('save.partNumber')} {optional}
            </>
          }
          error={errors.partNumber?.message}
        >
          <Input {...form.register('partNumber')} />
        </Field>
        <Field
          id="study-characteristic"
          label={
            <>
              {t('save.characteristic')} {optional}
            </>
          }
          error={errors.characteristic?.message}
        >
          <Input {...form.register('characteristic')} />
        </Field>
        <p className="text-sm text-slate-600">
          {t('save.summary', {
            n: fmt.number(calculation.values.length, { digits: 0, grouping: true }),
            cpk: fmt.number(calculation.result.cpk, { digits: 4 }),
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
      </Form>
    </Modal>
  );
}
