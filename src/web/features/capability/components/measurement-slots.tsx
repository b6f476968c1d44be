import { useTranslation } from 'react-i18next';
import { parseNumberTr } from '../../../../domain/capability/parse-measurements';

interface Props {
  slots: readonly string[];
  onChange?: (index: number, text: string) => void;
  readOnly?: boolean;
}

/** The spec's 30 measurement slots, five to a row on a tablet; a slot that is not a number is marked. */
export function MeasurementSlots({ slots, onChange, readOnly = false }: Props) {
  const { t } = useTranslation('capability');
  return (
    <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="measurement-slots">
      {slots.map((text, i) => {
        const invalid = text.trim() !== '' && parseNumberTr(text) === null;
        return (
          <li key={i}>
            <label className="sr-only" htmlFor={`capability-slot-${i + 1}`}>
              {t('slots.slot', { number: i + 1 })}
            </label>
            <input
              id={`capability-slot-${i + 1}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={String(i + 1)}
              value={text}
              readOnly={readOnly}
              aria-invalid={invalid || undefined}
              onChange={(event) => onChange?.(i, event.target.value)}
              className={`min-h-10 w-full rounded-lg border px-2 text-sm tabular-nums focus:outline-2 focus:outline-blue-600 ${invalid ? 'border-red-500 bg-red-50' : 'border-slate-300'} ${readOnly ? 'bg-slate-50 text-slate-700' : ''}`}
            />
          </li>
        );
      })}
    </ol>
  );
}
