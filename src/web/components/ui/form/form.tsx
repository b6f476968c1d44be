import type { ComponentProps } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { focusFirstInvalid } from './focus-first-invalid';

type Props<TIn extends FieldValues, TOut> = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  onValid: SubmitHandler<TOut>;
  /** Besides moving focus (e.g. the spec's alert for 'Beni Geliştir'). */
  onInvalid?: SubmitErrorHandler<TIn>;
};

/**
 * A react-hook-form form (the zod contract through zodResolver): no browser bubbles (noValidate),
 * the form in context for its field groups (useFormContext), and a failed submit puts focus on the first invalid control and scrolls to it.
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onValid,
  onInvalid,
  children,
  ...props
}: Props<TIn, TOut>) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        const root = event.currentTarget;
        return form.handleSubmit(onValid, (errors) => {
          focusFirstInvalid(root);
          onInvalid?.(errors);
        })(event);
      }}
    >
      <FormProvider {...form}>{children}</FormProvider>
    </form>
  );
}
