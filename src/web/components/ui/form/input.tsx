import type { ComponentProps } from 'react';
import { controlClass } from './control-class';
import { useFieldControl } from './field';

/** Text input of the kit; inside a Field it is labelled and described by it. */
export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  const aria = useFieldControl(props);
  return <input {...props} {...aria} className={`${controlClass} ${className}`} />;
}
