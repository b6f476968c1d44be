import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { Report } from 'powerbi-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { embedTokenQuery, fetchEmbedToken } from '../api/service-reports';
import { refreshDelay } from '../embed/token-refresh';
import { useLoadTimeout, useLoadTimeoutMs } from '../hooks/use-load-timeout';
import { EmbedErrorBoundary } from './embed-error-boundary';
import { type EmbedProblem, EmbedProblemBox } from './embed-problem';
import { ReportArea } from './report-area';
import { ReportFrame } from './report-frame';

/**
 * One report of the organisation's workspace with a token the server issued. Before the token
 * expires a fresh one is fetched and handed to the frame with `report.setAccessToken`: no reload,
 * the page and the filters stay as the user left them. The user never sees a token.
 */
export function ServiceReportView({ reportId }: { reportId: string }) {
  const { t } = useTranslation('powerbi');
  const errorText = useErrorText();
  const first = useQuery(embedTokenQuery(reportId));
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<EmbedProblem | null>(null);
  const [renewed, setRenewed] = useState<{ expiresAt: string; count: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const report = useRef<Report | null>(null);
  const timeoutMs = useLoadTimeoutMs();
  const [reloads, setReloads] = useState(0);
  useLoadTimeout(loading && first.isSuccess, timeoutMs, reloads, () => {
    setLoading(false);
    setProblem({ kind: 'timeout', seconds: Math.round(timeoutMs / 1000) });
  });
  const expiresAt = renewed?.expiresAt ?? first.data?.expiresAt;

  const renew = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const fresh = await fetchEmbedToken(reportId, signal);
        if (!report.current) throw new Error('report not embedded yet');
        await report.current.setAccessToken(fresh.accessToken);
        setProblem(null);
        setRenewed((r) => ({ expiresAt: fresh.expiresAt, count: (r?.count ?? 0) + 1 }));
      } catch (error) {
        if (signal?.aborted) return;
        setProblem({ kind: 'failed', detail: errorText(errorMessage(error, t('service.renewFailed'))) });
        setAttempt((n) => n + 1); // tries again after the minimum delay
      }
    },
    [reportId, errorText, t],
  );

  useEffect(() => {
    if (!expiresAt) return;
    const controller = new AbortController();
    const timer = setTimeout(() => void renew(controller.signal), refreshDelay(expiresAt));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [expiresAt, attempt, renew]);

  if (first.isPending) {
    return <ReportArea loading>{null}</ReportArea>;
  }
  if (first.isError) {
    return <LoadError error={first.error} onRetry={() => void first.refetch()} />;
  }
  const token = first.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" data-testid="powerbi-token-status" role="status">
          {renewed ? t('service.renewed', { count: renewed.count }) : t('service.managed')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setProblem(null);
            setLoading(true);
            setReloads((n) => n + 1);
            void report.current?.reload().catch(() => setLoading(false));
          }}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('actions.refresh')}
        </Button>
      </div>
      {problem ? <EmbedProblemBox problem={problem} /> : null}
      <ReportArea loading={loading}>
        <EmbedErrorBoundary
          onError={(error) => {
            setLoading(false);
            setProblem({ kind: 'failed', detail: error.message });
          }}
          fallback={() => null}
        >
          <ReportFrame
            target={{ embedUrl: token.embedUrl, accessToken: token.accessToken, reportId: token.reportId }}
            onLoaded={() => setLoading(false)}
            onRendered={() => setLoading(false)}
            onError={(detail) => {
              setLoading(false);
              // A server-issued token that ran out is simply renewed; anything else is said.
              if (detail.message === 'TokenExpired') void renew();
              else setProblem({ kind: 'failed', detail: detail.detailedMessage ?? detail.message });
            }}
            title={t('report.frameTitle')}
            onEmbedded={(embedded) => {
              report.current = embedded;
            }}
          />
        </EmbedErrorBoundary>
      </ReportArea>
    </div>
  );
}
