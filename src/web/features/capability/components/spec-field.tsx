import type { KeyboardEvent } from 'react';
import { stepSpecText } from '../utils/number-field';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  describedBy?: string;
}

/**
 * A nominal/tolerance field. Text, not type=number: a number input rejects '100,5' in some browsers,
 * and the spec wants a decimal comma accepted; the arrow keys keep the spec's 0.001 step.
 */
export function SpecField({ id, label, value, onChange, describedBy }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onChange(stepSpecText(value, event.key === 'ArrowUp' ? 1 : -1));
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={describedBy}
        className="min-h-10 w-full rounded-lg border border-slate-300 px-3 text-sm tabular-nums focus:border-blue-600 focus:outline-2 focus:outline-blue-600"
      />
    </div>
  );
}
