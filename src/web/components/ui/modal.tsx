import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { initialFocusTarget, restoreFocus } from './initial-focus';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  widthClass?: string;
}

/**
 * Native <dialog>: focus is trapped and Escape closes it, without a library. On open the focus goes to
 * the first field (see initial-focus.ts), not to the close button the browser would pick, so typing a
 * space never closes the dialog; on close it returns to the element that opened it.
 */
export function Modal({ open, onClose, title, children, footer, widthClass = 'max-w-lg' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    initialFocusTarget(dialog)?.focus();
    // Runs when `open` turns false and when the dialog unmounts while open (e.g. its page changed).
    return () => {
      if (dialog.open) dialog.close();
      restoreFocus(opener);
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label={title}
      className={`m-auto w-[calc(100%-2rem)] ${widthClass} rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <header className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
              aria-label={t('app.close')}
              data-modal-close=""
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <footer className="border-t border-slate-200 px-5 py-3">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
