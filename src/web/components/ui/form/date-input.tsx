import { CalendarDays } from 'lucide-react';
import { type ComponentProps, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PATTERN, displayToIso, isoToDisplay } from './date-text';
import { Input } from './input';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** ISO 'yyyy-mm-dd', '' when empty, or the raw text while it is not a date (the contract rejects it). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date typed as the interface language writes it (23.11.2026 in Turkish, 23/11/2026 in English)
 * whatever the browser's locale; the calendar button opens the platform's own picker (touch, keyboard).
 */
export function DateInput({ value, onChange, className, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'tr';
  const picker = useRef<HTMLInputElement>(null);
  // The text as typed; rebuilt from `value` whenever the value changes from outside (reset, picker).
  const [text, setText] = useState(() => isoToDisplay(value, language));
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if ((displayToIso(text) ?? text) !== value || shown.language !== language)
      setText(isoToDisplay(value, language));
  }
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  return (
    <div className={`relative ${className ?? ''}`}>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_PATTERN[language].placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          onChange(typed === '' ? '' : (displayToIso(typed) ?? typed));
        }}
        className="pr-11"
      />
      <button
        type="button"
        onClick={() => {
          const input = picker.current;
          if (input && typeof input.showPicker === 'function') input.showPicker();
        }}
        aria-label={t('form.openCalendar')}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus:outline-2 focus:outline-blue-600"
        disabled={props.disabled}
      >
        <CalendarDays className="h-4 w-4" aria-hidden />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={iso}
        onChange={(event) => onChange(event.target.value)}
        className="pointer-events-none absolute right-0 bottom-0 h-0 w-0 opacity-0"
      />
    </div>
  );
}
