import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LINE_ACTION_STATUSES, type TFmeaLine } from '../../../../../domain/fmea/line-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { DateInput } from '../../../../components/ui/form/date-input';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { Select } from '../../../../components/ui/form/select';
import { Textarea } from '../../../../components/ui/form/textarea';
import { Input } from '../../../../components/ui/form/input';
import { errorMessage } from '../../../../lib/api-client';
import { useUpdateLine } from '../../api/fmea-lines';
import {
  lineChangeRequest,
  lineFormSchema,
  lineFormValues,
  type TLineForm,
  type TLineFormInput,
} from './line-form-schema';
import { RatingFields } from './rating-field';

/** The owner's editor of one line: its ratings, its action and, once done, the revised ratings. */
export function LineEditForm({
  fmeaId,
  line,
  onDone,
}: {
  fmeaId: string;
  line: TFmeaLine;
  onDone: () => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const update = useUpdateLine(fmeaId, line.id);
  const schema = useMemo(() => lineFormSchema(line), [line]);
  const form = useForm<TLineFormInput, unknown, TLineForm>({
    resolver: zodResolver(schema),
    defaultValues: lineFormValues(line),
  });
  const text = (name: 'recommendedAction' | 'responsible' | 'actionTaken', label: string, long = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message} className={long ? 'sm:col-span-2' : ''}>
          {long ? (
            <Textarea {...field} data-testid={`line-form-${name}`} />
          ) : (
            <Input {...field} data-testid={`line-form-${name}`} />
          )}
        </Field>
      )}
    />
  );
  const date = (name: 'targetDate' | 'completionDate', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          <DateInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            data-testid={`line-form-${name}`}
          />
        </Field>
      )}
    />
  );
  return (
    <Form
      form={form}
      onValid={(values) => {
        const change = lineChangeRequest(line, values);
        if (!change) return onDone();
        update.mutate(change, { onSuccess: onDone });
      }}
      aria-label={t('worksheet.editTitle', { failure: line.potentialFailure })}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
      data-testid="line-edit-form"
    >
      {update.error ? <AlertBox tone="error">{errorText(errorMessage(update.error))}</AlertBox> : null}
      <RatingFields
        control={form.control}
        names={['severity', 'occurrence', 'detection']}
        labels={[t('worksheet.severity'), t('worksheet.occurrence'), t('worksheet.detection')]}
        testIdPrefix="line-form-"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {text('recommendedAction', t('worksheet.action'), true)}
        {text('responsible', t('worksheet.responsible'))}
        {date('targetDate', t('worksheet.targetDate'))}
        <Controller
          control={form.control}
          name="actionStatus"
          render={({ field }) => (
            <Field label={t('worksheet.status')}>
              <Select {...field} data-testid="line-form-actionStatus">
                {LINE_ACTION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`worksheet.statuses.${status}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        {date('completionDate', t('worksheet.completionDate'))}
        {text('actionTaken', t('worksheet.actionTaken'), true)}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('worksheet.revisedHint')}</legend>
        <RatingFields
          control={form.control}
          names={['revisedSeverity', 'revisedOccurrence', 'revisedDetection']}
          labels={[
            t('worksheet.revisedSeverity'),
            t('worksheet.revisedOccurrence'),
            t('worksheet.revisedDetection'),
          ]}
          testIdPrefix="line-form-"
        />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending} data-testid="line-form-save">
          {t('worksheet.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('worksheet.cancel')}
        </Button>
      </div>
    </Form>
  );
}
