import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FIELD_ORDER } from './task-form-fields';

/** The one message the form shows (red box): the first invalid field in the form's order. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const byName = errors as Record<string, { message?: unknown } | undefined>;
  for (const name of FIELD_ORDER) {
    const message = byName[name]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Which fields to mark invalid (aria-invalid). */
export function invalidFields<T extends FieldValues>(
  errors: FieldErrors<T>,
): Partial<Record<(typeof FIELD_ORDER)[number], boolean>> {
  const byName = errors as Record<string, unknown>;
  return Object.fromEntries(FIELD_ORDER.map((name) => [name, byName[name] !== undefined]));
}
