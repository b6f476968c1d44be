import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClass } from './control-class';
import { useFieldControl } from './field';

/**
 * A native select (keyboard, screen readers and the phone's own picker keep working) drawn like the
 * text fields: same border and height, our chevron instead of the platform arrow.
 */
export function Select({ className = '', children, ...props }: ComponentProps<'select'>) {
  const aria = useFieldControl(props);
  return (
    <div className="relative">
      <select {...props} {...aria} className={`${controlClass} appearance-none pr-9 ${className}`}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
