import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * 'Kayıtlı yapılandırmayı sil': unlike the spec's Reset (which keeps the saved copy), this forgets
 * the configuration in this browser and on the server, pasted token included; asked first.
 */
export function ForgetButton({ onForget }: { onForget: () => void }) {
  const { t } = useTranslation('powerbi');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {t('actions.forget')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('actions.forget')}
        confirmLabel={t('actions.forget')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onForget();
        }}
      >
        {t('actions.forgetConfirm')}
      </ConfirmDialog>
    </>
  );
}
