import { type AriaAttributes, createContext, type ReactNode, useContext, useId } from 'react';
import { useErrorText } from './error-text';

interface FieldIds {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldIds | null>(null);

interface Props {
  label: ReactNode;
  /** The contract's message for this control (translated here); its presence marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Visually hidden label (e.g. the 30 measurement slots), still read by screen readers. */
  hideLabel?: boolean;
  className?: string;
  /** A fixed id for the control (e2e and other parts of the screen point to it); a generated one otherwise. */
  id?: string;
  /** More ids describing the control (e.g. a hint shared by several fields). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and the error right under the control. The control inside (Input, Select,
 * Textarea, NumberInput, DateInput) takes its id, aria-invalid and aria-describedby from here.
 */
export function Field({
  label,
  error,
  hint,
  hideLabel = false,
  className,
  id: fixedId,
  describedBy: extra,
  children,
}: Props) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorText = useErrorText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, extra].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id, invalid: Boolean(error), describedBy }}>
      <div className={className}>
        <label
          htmlFor={id}
          className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}
        >
          {label}
        </label>
        {children}
        {hint ? (
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
        <FieldError
          id={errorId}
          message={errorText(error)}
          testId={fixedId ? `${fixedId}-error` : undefined}
        />
      </div>
    </FieldContext.Provider>
  );
}

/** A message under a control or a group of controls (e.g. the measurement slots). */
export function FieldError({
  id,
  message,
  testId,
}: {
  id?: string | undefined;
  message: string;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid={testId ?? 'field-error'}>
      {message}
    </p>
  );
}

/** The attributes a control inside a Field needs; explicit props win (a control used without a Field). */
export function useFieldControl(
  props: Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'> & { id?: string | undefined },
) {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
  };
}
