import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { AlertBox } from './alert-box';
import { Button } from './button';
import { useErrorText } from './form/error-text';

/** A list that did not load: a human sentence, the reason in the interface language, and 'Tekrar dene'. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reason = errorText(errorMessage(error));
  const lead = t('app.loadError');
  return (
    <AlertBox tone="error" testId="load-error">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{reason === lead ? lead : `${lead}: ${reason}`}</span>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('app.retry')}
        </Button>
      </div>
    </AlertBox>
  );
}
