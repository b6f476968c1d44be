import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One titled block of the account screen. */
export function SectionCard({
  id,
  icon: Icon,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid={id}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{hint}</p>
          </div>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
