import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/form/field';
import { Select } from '../../../../components/ui/form/select';

const RATINGS = Array.from({ length: 10 }, (_, i) => String(i + 1));

/** One S/O/D rating of a line form: 1–10 in the phone's own picker, or 'Girilmedi'. */
export function RatingField<T extends FieldValues>({
  control,
  name,
  label,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('reverseFmea');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          <Select {...field} data-testid={testId}>
            <option value="">{t('worksheet.notRated')}</option>
            {RATINGS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}
