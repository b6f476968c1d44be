import type { ReactNode } from 'react';

const INPUT =
  'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-600';

function Field({
  id,
  label,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
}

export function TextInput({
  type = 'text',
  maxLength,
  placeholder,
  ...p
}: BaseProps & { type?: 'text' | 'date'; maxLength?: number; placeholder?: string }) {
  return (
    <Field {...p}>
      <input
        id={p.id}
        type={type}
        value={p.value}
        maxLength={maxLength}
        placeholder={placeholder}
        required={p.required}
        onChange={(e) => p.onChange(e.target.value)}
        className={INPUT}
      />
    </Field>
  );
}

export function TextArea({
  maxLength,
  placeholder,
  rows = 4,
  ...p
}: BaseProps & { maxLength?: number; placeholder?: string; rows?: number }) {
  return (
    <Field {...p}>
      <textarea
        id={p.id}
        value={p.value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        required={p.required}
        onChange={(e) => p.onChange(e.target.value)}
        className={INPUT}
      />
    </Field>
  );
}

export function Select<T extends string>({
  options,
  placeholder,
  ...p
}: BaseProps & { options: readonly { value: T; label: string }[]; placeholder?: string }) {
  return (
    <Field {...p}>
      <select
        id={p.id}
        value={p.value}
        required={p.required}
        onChange={(e) => p.onChange(e.target.value)}
        className={INPUT}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
