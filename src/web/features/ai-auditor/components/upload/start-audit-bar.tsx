import { Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_MESSAGES } from '../../../../../domain/audit/labels';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { errorMessage } from '../../../../lib/api-client';
import { useNavigate } from '../../../../lib/router';
import { modeTabPath } from '../../mode-paths';
import { useStartAudit } from '../../api/audits';

/**
 * 'Denetimi Başlat'. With nothing to audit it says the spec's 'Lütfen önce doküman yükleyin!' next
 * to the button (announced, tied to it by aria-describedby, focus kept on it) instead of a browser
 * alert; once queued, the view moves to the analyze tab of that audit.
 */
export function StartAuditBar({ documentIds }: { documentIds: readonly string[] }) {
  const { t } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const start = useStartAudit();
  const [empty, setEmpty] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  // The message goes once there is something to audit again (a file uploaded or ticked).
  const showEmpty = empty && documentIds.length === 0;
  const message = showEmpty
    ? errorText(AUDIT_MESSAGES.noDocuments)
    : start.error
      ? errorText(errorMessage(start.error))
      : '';

  const onStart = () => {
    start.reset();
    if (documentIds.length === 0) {
      setEmpty(true);
      button.current?.focus();
      return;
    }
    setEmpty(false);
    start.mutate([...documentIds], {
      onSuccess: ({ audit }) => navigate(modeTabPath('analyze', { audit: audit.id })),
    });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <button
        ref={button}
        type="button"
        onClick={onStart}
        disabled={start.isPending}
        aria-describedby={message ? messageId : undefined}
        data-testid="start-audit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-violet-600 to-purple-700 px-6 py-2 text-base font-semibold text-white shadow hover:from-violet-700 hover:to-purple-800 disabled:opacity-60"
      >
        <Play className="h-5 w-5" aria-hidden />
        {start.isPending ? t('upload.starting') : t('upload.start')}
      </button>
      <p
        id={messageId}
        role="alert"
        className="text-sm font-semibold text-red-700"
        data-testid="start-audit-error"
      >
        {message}
      </p>
    </div>
  );
}
