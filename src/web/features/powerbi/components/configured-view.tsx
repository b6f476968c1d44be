import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Settings } from 'lucide-react';
import type { Report } from 'powerbi-client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBED_MESSAGES, isDemoConfig, type TEmbedConfig } from '../../../../domain/powerbi/embed-config';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { demoFiguresQuery } from '../api/demo-figures';
import { useLoadTimeout, useLoadTimeoutMs } from '../hooks/use-load-timeout';
import { DemoPlaceholder } from './demo-placeholder';
import { EmbedErrorBoundary } from './embed-error-boundary';
import { type EmbedProblem, EmbedProblemBox } from './embed-problem';
import { ReportArea } from './report-area';
import { ReportFrame } from './report-frame';
import { SettingsDialog } from './settings-dialog';

interface Props {
  config: TEmbedConfig;
  demoNote: boolean;
  onSave: (config: TEmbedConfig) => void;
  onReset: () => void;
  onForget: () => void;
}

/**
 * Configured (spec §2.4, manual token): header with 'Refresh' and 'Settings', the 800 px report
 * area and its overlay, cleared by the embed's loaded, rendered or error event. Mounted with a key per
 * configuration, so a saved change starts over (loading, no error).
 */
export function ConfiguredView({ config, demoNote, onSave, onReset, onForget }: Props) {
  const { t } = useTranslation('powerbi');
  const errorText = useErrorText();
  const client = useQueryClient();
  const demo = isDemoConfig(config);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [loading, setLoading] = useState(!demo);
  const [problem, setProblem] = useState<EmbedProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const report = useRef<Report | null>(null);
  const timeoutMs = useLoadTimeoutMs();
  useLoadTimeout(loading && !demo, timeoutMs, attempt, () => {
    setLoading(false);
    setProblem({ kind: 'timeout', seconds: Math.round(timeoutMs / 1000) });
  });

  const refresh = () => {
    if (demo) {
      void client.invalidateQueries({ queryKey: demoFiguresQuery.queryKey });
      return;
    }
    setProblem(null);
    setLoading(true);
    // A frame that never embedded (or whose reload is refused) is built again.
    if (report.current) report.current.reload().catch(() => setAttempt((n) => n + 1));
    else setAttempt((n) => n + 1);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {demo ? t('report.demoSubtitle') : t('report.subtitle', { reportId: config.reportId })}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={refresh}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('actions.refresh')}
          </Button>
          <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
            <Settings className="h-4 w-4" aria-hidden />
            {t('actions.settings')}
          </Button>
        </div>
      </div>
      {demoNote ? (
        <AlertBox tone="info" testId="powerbi-demo-note">
          {errorText(EMBED_MESSAGES.demoLoaded)}
        </AlertBox>
      ) : null}
      {problem ? <EmbedProblemBox problem={problem} onOpenSettings={() => setSettingsOpen(true)} /> : null}
      {demo ? (
        <DemoPlaceholder />
      ) : (
        <ReportArea loading={loading}>
          <EmbedErrorBoundary
            key={attempt}
            onError={(error) => {
              setLoading(false);
              setProblem({ kind: 'failed', detail: error.message });
            }}
            fallback={() => null}
          >
            <ReportFrame
              target={config}
              onLoaded={() => setLoading(false)}
              onRendered={() => setLoading(false)}
              onError={(detail) => {
                setLoading(false);
                setProblem({
                  kind: detail.message === 'TokenExpired' ? 'expired' : 'failed',
                  detail: detail.detailedMessage ?? detail.message,
                });
              }}
              title={t('report.frameTitle')}
              onEmbedded={(embedded) => {
                report.current = embedded;
              }}
            />
          </EmbedErrorBoundary>
        </ReportArea>
      )}
      <SettingsDialog
        open={settingsOpen}
        config={config}
        onClose={() => setSettingsOpen(false)}
        onSave={onSave}
        onReset={() => {
          setSettingsOpen(false);
          onReset();
        }}
        onForget={() => {
          setSettingsOpen(false);
          onForget();
        }}
      />
    </div>
  );
}
