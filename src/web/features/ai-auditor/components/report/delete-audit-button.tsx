import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditSummary } from '../../../../../domain/audit/api-contract';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { useDeleteAudit } from '../../api/audits';

/**
 * 'Denetimi Sil' for whoever may (the record's `can.delete`: its author or a Yönetici, once it has
 * finished), after a confirmation; tasks made from its findings stay.
 */
export function DeleteAuditButton({
  audit,
  onDeleted,
}: {
  audit: Pick<TAuditSummary, 'id' | 'createdAt' | 'can'>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const remove = useDeleteAudit();
  const [open, setOpen] = useState(false);
  if (!audit.can.delete) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
        data-testid="delete-audit"
      >
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
        {t('report.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('report.deleteTitle')}
        confirmLabel={t('report.delete')}
        pending={remove.isPending}
        error={remove.error ? errorText(errorMessage(remove.error)) : null}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          // The realtime DELETE may arrive before the answer and unmount this button with the report:
          // the promise still settles (a mutate() callback would not), so the screen moves on.
          remove.mutateAsync(audit.id).then(
            () => {
              setOpen(false);
              onDeleted();
            },
            () => undefined, // shown in the dialog from remove.error
          );
        }}
      >
        <p>{t('report.deleteConfirm', { date: formatDateTime(audit.createdAt, activeLocale()) })}</p>
      </ConfirmDialog>
    </>
  );
}
