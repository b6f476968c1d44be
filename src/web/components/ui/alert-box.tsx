import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const STYLES = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2 },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-800', Icon: Info },
} as const;

/** The spec's red (error) / green (success) box shown above forms; announced to screen readers. */
export function AlertBox({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof STYLES;
  children: ReactNode;
  testId?: string;
}) {
  const { box, Icon } = STYLES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${box}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
