import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_FMEA_NAME } from '../../../../domain/fmea/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { type ReviewRow, toFmeaRows } from '../utils/review-rows';
import {
  type ReviewSaveFields,
  type ReviewSaveValues,
  reviewSaveSchema,
  type SaveImported,
} from './review-save-schema';

interface Props {
  /** The uploaded file's name: its stem is the FMEA's name until the user types another. */
  fileName: string;
  rows: readonly ReviewRow[];
  saving: boolean;
  saveError: string | null;
  onSave: (input: SaveImported) => void;
  /** The table and what the file says besides it: inside the form, so a refused save focuses the first wrong rating. */
  children: ReactNode;
}

/** Name, part / process and 'Kaydet ve Analiz Et' under the reviewed rows; nothing is stored before. */
export function ReviewSaveForm({ fileName, rows, saving, saveError, onSave, children }: Props) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const form = useForm<ReviewSaveValues, unknown, ReviewSaveFields>({
    resolver: zodResolver(reviewSaveSchema(rows)),
    defaultValues: { name: fileName.replace(/\.[^.]+$/, ''), partOrProcess: '' },
    // The kit alone moves focus: a wrong rating in the table (not a registered field) comes before the name.
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const { trigger } = form;
  // After a refused save, a rating fixed in the table clears (or keeps) the message at once.
  useEffect(() => {
    if (isSubmitted) void trigger('rows');
  }, [rows, isSubmitted, trigger]);

  return (
    <Form
      form={form}
      onValid={(fields) =>
        onSave({ name: fields.name, partOrProcess: fields.partOrProcess, rows: toFmeaRows(rows) })
      }
      className="flex flex-col gap-4"
      data-testid="review-save-form"
    >
      {children}
      <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2">
        <Field label={t('review.name')} error={errors.name?.message}>
          <Input {...form.register('name')} maxLength={MAX_FMEA_NAME} data-testid="review-name" />
        </Field>
        <Field label={t('review.part')} error={errors.partOrProcess?.message}>
          <Input {...form.register('partOrProcess')} maxLength={MAX_FMEA_NAME} data-testid="review-part" />
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {errors.rows?.message ? (
            <AlertBox tone="error" testId="review-save-refused">
              {errorText(errors.rows.message)}
            </AlertBox>
          ) : null}
          {saveError ? <AlertBox tone="error">{saveError}</AlertBox> : null}
          <Button
            type="submit"
            disabled={saving || rows.length === 0}
            className="self-start"
            data-testid="review-save"
          >
            <Save className="h-4 w-4" aria-hidden />
            {t('review.save')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
