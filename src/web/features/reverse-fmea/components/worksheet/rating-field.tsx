import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/form/field';
import { Select } from '../../../../components/ui/form/select';

const RATINGS = Array.from({ length: 10 }, (_, i) => String(i + 1));

/** One S/O/D rating of a line form: 1–10 in the phone's own picker, or 'Girilmedi'. */
function RatingField<T extends FieldValues>({
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

/** S, O and D side by side: three RatingFields named `names`, labelled `labels`, test ids `<prefix><name>`. */
export function RatingFields<T extends FieldValues>({
  control,
  names,
  labels,
  testIdPrefix,
}: {
  control: Control<T>;
  names: readonly [Path<T>, Path<T>, Path<T>];
  labels: readonly [string, string, string];
  testIdPrefix: string;
}) {
  return (
    <div className="grid grid-cols-3 gap-2">
      {names.map((name, i) => (
        <RatingField
          key={name}
          control={control}
          name={name}
          label={labels[i] ?? ''}
          testId={`${testIdPrefix}${name}`}
        />
      ))}
    </div>
  );
}
