import { Lightbulb } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const FeedbackDialog = lazy(() =>
  import('../../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

/**
 * Floating 'improve me' button from the `gutter` breakpoint (styles.css), where the gutter beside the
 * 80 rem column holds it, so it never covers content; below it the header's lightbulb opens the same
 * dialog. The dialog's code loads on first open.
 */
export function FeedbackButton({
  open,
  onOpenChange,
  defaultName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultName: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        title={t('feedback.open')}
        className="fixed bottom-4 left-4 z-30 hidden min-h-12 max-w-56 items-center gap-2 rounded-full bg-amber-500 px-4 text-sm font-semibold whitespace-nowrap text-slate-900 shadow-lg hover:bg-amber-400 gutter:flex"
        data-testid="feedback-open"
      >
        <Lightbulb className="h-5 w-5" aria-hidden />
        <span>{t('feedback.open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onClose={() => onOpenChange(false)} defaultName={defaultName} />
        </Suspense>
      ) : null}
    </>
  );
}
