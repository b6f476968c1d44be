import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; trailing?: ReactNode };

/** Labelled text input; `trailing` sits inside the field (e.g. the show-password toggle). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, trailing, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100"
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </div>
  );
});
