import type { ComponentProps } from 'react';
import { controlClass } from './control-class';
import { useFieldControl } from './field';

/** Multi-line text of the kit. */
export function Textarea({ className = '', rows = 3, ...props }: ComponentProps<'textarea'>) {
  const aria = useFieldControl(props);
  return <textarea rows={rows} {...props} {...aria} className={`${controlClass} py-2 ${className}`} />;
}
