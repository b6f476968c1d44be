import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';

type Props = ComponentProps<'input'> & { label: string; trailing?: ReactNode };

/** The kit's labelled input; `trailing` sits inside the field (e.g. the show-password toggle). */
export function TextField({ label, trailing, ...rest }: Props) {
  return (
    <Field label={label}>
      <div className="relative">
        <Input {...rest} className={trailing ? 'pr-11' : ''} />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </Field>
  );
}
