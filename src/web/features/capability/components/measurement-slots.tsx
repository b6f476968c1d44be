import { useTranslation } from 'react-i18next';
import { parseNumberTr } from '../../../../domain/capability/parse-measurements';
import { Input } from '../../../components/ui/form/input';

interface Props {
  slots: readonly string[];
  onChange?: (index: number, text: string) => void;
  readOnly?: boolean;
  /** Id of the message about the measurements ('En az 5 …'); the first empty slot points to it and takes focus. */
  errorId?: string | undefined;
}

/** The spec's 30 measurement slots, five to a row on a tablet; a slot that is not a number is marked. */
export function MeasurementSlots({ slots, onChange, readOnly = false, errorId }: Props) {
  const { t } = useTranslation('capability');
  const target = errorId
    ? Math.max(
        0,
        slots.findIndex((text) => text.trim() === ''),
      )
    : -1;
  return (
    <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="measurement-slots">
      {slots.map((text, i) => {
        const invalid = text.trim() !== '' && parseNumberTr(text) === null;
        return (
          <li key={i}>
            <label className="sr-only" htmlFor={`capability-slot-${i + 1}`}>
              {t('slots.slot', { number: i + 1 })}
            </label>
            <Input
              id={`capability-slot-${i + 1}`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={String(i + 1)}
              value={text}
              readOnly={readOnly}
              aria-invalid={invalid || undefined}
              aria-describedby={i === target || invalid ? errorId : undefined}
              data-error-target={i === target ? '' : undefined}
              onChange={(event) => onChange?.(i, event.target.value)}
              className="px-2 tabular-nums"
            />
          </li>
        );
      })}
    </ol>
  );
}
