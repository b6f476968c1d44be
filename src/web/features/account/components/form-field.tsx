import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export const fieldClass =
  'min-h-10 w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-blue-600 disabled:bg-slate-100';

/** Labelled input with its message under it; the message is tied to the input for screen readers. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField(
  { label, error, hint, ...rest },
  ref,
) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`${fieldClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...rest}
      />
      {error ? (
        <p id={messageId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
