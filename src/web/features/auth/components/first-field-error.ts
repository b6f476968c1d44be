import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** The name of the first invalid field in the form's order, and its contract message. */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): { field: keyof T & string; message: string } | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  return null;
}

/** The field a server refusal names (e.g. 'Bu kullanıcı adı zaten kullanılıyor' → username), if any. */
export function serverErrorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
