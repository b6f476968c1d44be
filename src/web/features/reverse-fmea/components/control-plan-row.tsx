import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  TControlPlanRowInput,
  TSaveControlPlanRequest,
} from '../../../../domain/fmea/control-plan/contract';
import { cellsToFill } from '../../../../domain/fmea/control-plan/draft';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';

type Cell = Exclude<keyof TControlPlanRowInput, 'fmeaRowId' | 'source'>;

/** The AIAG control-plan columns, in the export's order. */
export const CONTROL_PLAN_COLUMNS: readonly Cell[] = [
  'operationNumber',
  'processName',
  'machine',
  'characteristicNumber',
  'productCharacteristic',
  'specialClass',
  'specification',
  'measurementTechnique',
  'sampleSize',
  'sampleFrequency',
  'controlMethod',
  'reactionPlan',
];

/** One draft row as inputs; the cells still to fill ('doldurulacak') are marked while they stay empty. */
export function ControlPlanRow({ index, editable }: { index: number; editable: boolean }) {
  const { t } = useTranslation('reverseFmea');
  const { register, formState } = useFormContext<TSaveControlPlanRequest>();
  const row = useWatch<TSaveControlPlanRequest, `rows.${number}`>({ name: `rows.${index}` });
  const toFill = new Set<string>(row ? cellsToFill(row) : []);
  const errors = formState.errors.rows?.[index];
  return (
    <tr className="align-top odd:bg-white even:bg-slate-50" data-testid={`cp-row-${index}`}>
      <th scope="row" className="px-2 py-2 text-right text-xs font-normal text-slate-500">
        {(index + 1).toLocaleString('tr-TR')}
      </th>
      {CONTROL_PLAN_COLUMNS.map((column) => {
        const missing = toFill.has(column);
        return (
          <td key={column} className="min-w-36 px-1 py-1">
            <Field
              label={t('controlPlan.cellLabel', {
                column: t(`controlPlan.columns.${column}`),
                row: index + 1,
              })}
              hideLabel
              error={errors?.[column]?.message}
            >
              <Input
                {...register(`rows.${index}.${column}`)}
                readOnly={!editable}
                placeholder={missing ? t('controlPlan.toFill') : undefined}
                data-testid={`cp-${index}-${column}`}
                data-to-fill={missing ? 'true' : undefined}
                className={missing ? 'border-amber-500 bg-amber-50 placeholder:text-amber-800' : ''}
              />
            </Field>
          </td>
        );
      })}
    </tr>
  );
}
