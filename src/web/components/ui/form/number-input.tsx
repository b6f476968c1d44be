import type { ComponentProps, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from './input';
import { formatDecimal, parseDecimal, stepDecimal } from './number-text';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'step'> & {
  value: string;
  onChange: (text: string) => void;
  /** Arrow keys add or subtract this much (the spec's 0.001 for tolerances). */
  step?: number;
};

/**
 * Number as text, not type=number: a number input rejects '12,5' in some browsers and the spec wants
 * a decimal comma. Accepts '12,5' and '12.5'; on leaving the field a number is shown in the language's
 * notation. The contract parses the text, so an invalid entry still reaches its message.
 */
export function NumberInput({ value, onChange, step, onBlur, onKeyDown, ...props }: Props) {
  const { i18n } = useTranslation();
  const show = (n: number) => formatDecimal(n, i18n.language);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!step || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onChange(stepDecimal(value, step, event.key === 'ArrowUp' ? 1 : -1, i18n.language));
  };
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={keyDown}
      onBlur={(event) => {
        const parsed = parseDecimal(value);
        if (parsed !== null && show(parsed) !== value.trim()) onChange(show(parsed));
        onBlur?.(event);
      }}
      className={`tabular-nums ${props.className ?? ''}`}
    />
  );
}
