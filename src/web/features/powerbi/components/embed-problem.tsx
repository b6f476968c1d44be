import { useTranslation } from 'react-i18next';
import { EMBED_MESSAGES } from '../../../../domain/powerbi/embed-config';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';

export type EmbedProblem = {
  kind: 'failed' | 'expired' | 'timeout';
  detail?: string | undefined;
  seconds?: number;
};

/**
 * The spec's 'Power BI raporu yüklenirken hata oluştu.', and for a pasted token that ran out, a
 * request for a new one (the server-issued tokens of the organisation mode are renewed silently).
 */
export function EmbedProblemBox({
  problem,
  onOpenSettings,
}: {
  problem: EmbedProblem;
  onOpenSettings?: () => void;
}) {
  const { t } = useTranslation('powerbi');
  const errorText = useErrorText();
  return (
    <AlertBox tone="error" testId="powerbi-error">
      <p>{errorText(EMBED_MESSAGES.loadFailed)}</p>
      {problem.kind === 'timeout' ? (
        <p className="mt-1" data-testid="powerbi-load-timeout">
          {t('report.loadTimedOut', { seconds: problem.seconds ?? 0 })}
        </p>
      ) : null}
      {problem.kind === 'expired' ? (
        <p className="mt-1" data-testid="powerbi-token-expired">
          {errorText(EMBED_MESSAGES.tokenExpired)}
        </p>
      ) : null}
      {problem.detail ? (
        <p className="mt-1 text-xs opacity-80">{t('report.detail', { detail: problem.detail })}</p>
      ) : null}
      {onOpenSettings ? (
        <Button variant="secondary" className="mt-2" onClick={onOpenSettings}>
          {t('actions.settings')}
        </Button>
      ) : null}
    </AlertBox>
  );
}
