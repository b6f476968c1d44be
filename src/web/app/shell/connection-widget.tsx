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

/**
 * Real WebSocket state, `/api/health` every 10 s, users online, last update. On wide screens a pill at
 * the bottom right (the page keeps room for it); on phones a dot in the header, so it covers nothing.
 * Both placements read the same queries (one health request).
 */
export function ConnectionWidget({ placement = 'floating' }: { placement?: 'floating' | 'header' }) {
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

  const inHeader = placement === 'header';
  const frame = inHeader
    ? 'relative sm:hidden'
    : `fixed right-4 bottom-4 z-30 hidden rounded-xl border border-slate-200 bg-white/95 text-xs shadow-lg backdrop-blur sm:block ${expanded ? 'w-64 p-3' : ''}`;
  if (inHeader) {
    return (
      <aside
        aria-live="polite"
        data-testid="connection-widget-compact"
        data-state={connected ? 'connected' : 'disconnected'}
        className={frame}
      >
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={label}
          title={label}
          className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100"
        >
          <span className={`h-3 w-3 rounded-full ${connected ? 'bg-green-600' : 'bg-red-600'}`} aria-hidden />
        </button>
        <div
          id={detailsId}
          hidden={!expanded}
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 text-xs shadow-xl"
        >
          <p className={`text-sm font-semibold ${connected ? 'text-green-800' : 'text-red-700'}`}>{label}</p>
          {problem ? <p className="mt-1 text-red-700">{problem}</p> : null}
          <p className="mt-2 flex items-center gap-1 text-slate-700">
            <Users className="h-3.5 w-3.5" aria-hidden />
            {t('connection.activeUsers', { count: live.presence.length })}
          </p>
          <p className="mt-1 text-slate-600">
            {t('connection.lastUpdate')}:{' '}
            {lastUpdate > 0 ? formatTime(new Date(lastUpdate), activeLocale()) : '—'}
          </p>
        </div>
      </aside>
    );
  }

  return (
    <aside
      aria-live="polite"
      data-testid="connection-widget"
      data-state={connected ? 'connected' : 'disconnected'}
      className={frame}
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
