import { useQuery } from '@tanstack/react-query';
import { Database, Radio, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { healthOperations } from '../../../domain/health/operations';
import { ApiError, callOperation } from '../../lib/api-client';
import { formatTime } from '../../lib/format';
import { activeLocale } from '../../lib/i18n';
import { realtime } from '../../lib/realtime-client';
import { useRealtime } from '../../lib/use-realtime';

/** Spec: the connection is checked every 10 s. */
export const HEALTH_INTERVAL_MS = 10_000;

/** Bottom-right widget: real WebSocket state, `/api/health` every 10 s, users online, last update. */
export function ConnectionWidget() {
  const { t } = useTranslation();
  const live = useRealtime();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) =>
      callOperation(healthOperations.getHealth, {}, AbortSignal.any([signal, AbortSignal.timeout(8000)])),
    refetchInterval: HEALTH_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
  const healthy = health.isSuccess && !health.isError;

  // The server is back: do not wait for the WebSocket's backoff timer.
  useEffect(() => {
    if (healthy) realtime.reconnectSoon();
  }, [healthy, health.dataUpdatedAt]);

  const connected = healthy && live.status === 'open';
  const lastUpdate = Math.max(health.dataUpdatedAt, live.lastEventAt?.getTime() ?? 0);
  let problem: string | null = null;
  if (health.isError) {
    const e = health.error;
    if (e instanceof ApiError && e.status === 0) problem = null;
    else if (e instanceof ApiError) problem = `${t('connection.error')}: ${e.message}`;
    else problem = t('connection.unknownError');
  }
  const label = connected
    ? t('connection.connected')
    : healthy && live.status === 'connecting'
      ? t('connection.connecting')
      : t('connection.disconnected');

  return (
    <aside
      aria-live="polite"
      data-testid="connection-widget"
      data-state={connected ? 'connected' : 'disconnected'}
      className={`fixed right-4 bottom-4 z-30 rounded-xl border border-slate-200 bg-white/95 text-xs shadow-lg backdrop-blur ${expanded ? 'w-64 p-3' : ''}`}
    >
      {/* Collapsed it is a small pill so it does not cover the screen; a click shows the details. */}
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-controls={detailsId}
        className={`flex w-full items-center gap-2 ${expanded ? '' : 'min-h-10 px-3 py-1.5'}`}
        data-testid="connection-toggle"
      >
        <span
          className={`h-2.5 w-2.5 shrink-0 rounded-full ${connected ? 'bg-green-600' : 'bg-red-600'}`}
          aria-hidden
        />
        <span
          className={`text-sm font-semibold ${connected ? 'text-green-800' : 'text-red-700'}`}
          data-testid="connection-status"
        >
          {label}
        </span>
        {!expanded ? (
          <span className="flex items-center gap-1 text-slate-600">
            <Users className="h-3.5 w-3.5" aria-hidden />
            {live.presence.length}
          </span>
        ) : health.data ? (
          <span className="ml-auto flex items-center gap-1 text-slate-500" title={t('connection.database')}>
            <Database className="h-3.5 w-3.5" aria-hidden />
            {health.data.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}
          </span>
        ) : null}
      </button>
      {problem ? <p className={`text-red-700 ${expanded ? 'mt-1' : 'px-3 pb-2'}`}>{problem}</p> : null}
      <div id={detailsId} hidden={!expanded}>
        {!expanded && health.data ? (
          <span>{health.data.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}</span>
        ) : null}
        <p className="mt-2 flex items-center gap-1 text-slate-700">
          <Users className="h-3.5 w-3.5" aria-hidden />
          <span data-testid="online-count">
            {t('connection.activeUsers', { count: live.presence.length })}
          </span>
        </p>
        <p className="mt-1 text-slate-600">
          {t('connection.lastUpdate')}:{' '}
          {lastUpdate > 0 ? formatTime(new Date(lastUpdate), activeLocale()) : '—'}
        </p>
        <p
          className={`mt-1 flex items-center gap-1 ${live.status === 'open' ? 'text-green-700' : 'text-slate-500'}`}
        >
          <Radio className="h-3.5 w-3.5" aria-hidden />
          {live.status === 'open' ? t('connection.liveActive') : t('connection.liveInactive')}
        </p>
      </div>
    </aside>
  );
}
