import type { LucideIcon } from 'lucide-react';

const TONES = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  purple: 'bg-purple-100 text-purple-800',
} as const;

export function StatCard({
  icon: Icon,
  tone,
  title,
  value,
  subtitle,
  testId,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  value: string;
  subtitle?: string;
  testId: string;
}) {
  return (
    <section
      className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${TONES[tone]}`}>
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        <p className="text-2xl font-bold text-slate-900" data-testid={`${testId}-value`}>
          {value}
        </p>
        {subtitle ? <p className="text-xs text-slate-600">{subtitle}</p> : null}
      </div>
    </section>
  );
}
