import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from './alert-box';
import { Button } from './button';
import { Modal } from './modal';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the action runs. */
  pending?: boolean;
  /** Why the action failed (shown in the red box inside the dialog). */
  error?: string | null;
}

/** Asks before an action that cannot be undone (delete); Escape or 'İptal' cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  error = null,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      widthClass="max-w-md"
      footer={
        <div className="flex justify-end gap-2">
          {/* Without a field in the dialog the focus starts here, on the harmless choice. */}
          <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus-fallback="">
            {t('app.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending} data-testid="confirm-button">
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {error ? <AlertBox tone="error">{error}</AlertBox> : null}
        {children}
      </div>
    </Modal>
  );
}
