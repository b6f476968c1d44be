import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's refusal about one of `fields` (its `error.field`), or null when it concerns none of them.
 * @internal
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = fields.find((f) => f === error.field);
  return field === undefined ? null : { field, message: error.message };
}

/**
 * A form's server errors, split as the forms show them: a refusal about one of its fields goes under
 * that field (focused, like a failed check in the browser); anything else (403, 429, network) goes in
 * the form's box, which `boxError` returns.
 */
export function serverErrors<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  fields: readonly FieldPath<T>[],
) {
  return {
    /** For the mutation's `onError`. */
    showUnderField: (error: unknown) => {
      const hit = serverFieldError(error, fields);
      if (hit) form.setError(hit.field, { message: hit.message }, { shouldFocus: true });
    },
    boxError: (error: unknown) => (serverFieldError(error, fields) ? null : error),
  };
}
