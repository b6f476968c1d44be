import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { AUTH_ERROR_ID } from './auth-error-box';

type Props = ComponentProps<'input'> & {
  label: string;
  trailing?: ReactNode;
  /** Marks the control invalid; its message is in the red box above the form (AuthErrorBox). */
  invalid?: boolean;
};

/** The kit's labelled input; `trailing` sits inside the field (e.g. the show-password toggle). */
export function TextField({ label, trailing, invalid = false, ...rest }: Props) {
  return (
    <Field label={label}>
      <div className="relative">
        <Input
          {...rest}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? AUTH_ERROR_ID : undefined}
          className={trailing ? 'pr-11' : ''}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </Field>
  );
}
