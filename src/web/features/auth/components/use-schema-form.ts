import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';

/**
 * Minimal form state for the sign-in screens, validated by the shared zod schema (the same one the
 * API uses). The login screen stays free of a form library, which keeps the first download small.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, string>>>(
  schema: S,
  initial: z.input<S>,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof z.input<S> & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  /** Validates; returns the parsed values or null after showing the first message. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setError(null);
      return result.data;
    }
    setError(result.error.issues[0]?.message ?? null);
    return null;
  };

  return { values, setValues, field, validate, error, setError, reset: () => setValues(initial) };
}
