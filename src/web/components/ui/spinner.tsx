import { Loader2 } from 'lucide-react';

export function Spinner({ label, className = 'h-5 w-5' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <Loader2 className={`animate-spin ${className}`} aria-hidden />
      {label ? <span>{label}</span> : <span className="sr-only">…</span>}
    </span>
  );
}

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} className="h-6 w-6" />
    </div>
  );
}
