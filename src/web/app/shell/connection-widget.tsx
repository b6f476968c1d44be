import { useQuery } from '@tanstack/react-query';
import { Database, Radio, Users } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { healthOperations } from '../../../domain/health/operations';
import { ApiError, callOperation } from '../../lib/api-client';
import { formatTime } from '../../lib/format';
import { activeLocale } from '../../lib/i18n';
import { realtime } from '../../lib/realtime-client';
import { useDismiss } from '../../lib/use-dismiss';
import { useRealtime } from '../../lib/use-realtime';

/** Spec: the connection is checked every 10 s. */
const HEALTH_INTERVAL_MS = 10_000;

/**
 * The two frames of one markup. 'floating': a pill at the bottom right, only from the `gutter` breakpoint
 * (styles.css), where the gutter beside the 80 rem column holds it; it is at most 14 rem wide, open
 * too, and opens upwards. 'header': below that breakpoint, a dot that shows its status text from `lg`,
 * with the details as a dropdown. Inside, both carry the same test ids, so a test can use either.
 */
const FRAMES = {
  floating: {
    box: 'fixed right-4 bottom-4 z-30 hidden max-w-56 flex-col-reverse rounded-xl border border-slate-200 bg-white/95 text-xs shadow-lg backdrop-blur gutter:flex',
    open: 'w-56',
    toggle: 'min-h-10 w-full px-3 py-1.5',
    label: '',
    count: 'flex',
    details: 'px-3 pt-3',
  },
  header: {
    box: 'relative gutter:hidden',
    open: '',
    toggle:
      'h-10 min-w-10 justify-center rounded-lg hover:bg-slate-100 lg:rounded-full lg:border lg:border-slate-200 lg:px-3',
    label: 'sr-only lg:not-sr-only',
    // The collaboration avatars beside it already show who is online.
    count: 'hidden',
    details:
      'absolute top-full right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 text-xs shadow-xl',
  },
} as const;

/**
 * Real WebSocket state, `/api/health` every 10 s, users online, database, last update. Both placements
 * read the same queries (one health request); only one of them is shown at a width.
 */
export function ConnectionWidget({ placement = 'floating' }: { placement?: 'floating' | 'header' }) {
  const { t } = useTranslation();
  const live = useRealtime();
  const [expanded, setExpanded] = useState(false);
  const close = useCallback(() => setExpanded(false), []);
  const box = useRef<HTMLElement>(null);
  useDismiss(expanded, box, close);
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
  const frame = FRAMES[placement];

  return (
    <aside
      ref={box}
      aria-live="polite"
      data-testid={placement === 'header' ? 'connection-widget-compact' : 'connection-widget'}
      data-state={connected ? 'connected' : 'disconnected'}
      className={`${frame.box} ${expanded ? frame.open : ''}`}
    >
      {/* Collapsed: the status (and who is online) only, so it stays small; a click shows the details. */}
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-controls={detailsId}
        title={problem ?? label}
        className={`flex items-center gap-2 whitespace-nowrap ${frame.toggle}`}
        data-testid="connection-toggle"
      >
        <span
          className={`h-2.5 w-2.5 shrink-0 rounded-full ${connected ? 'bg-green-600' : 'bg-red-600'}`}
          aria-hidden
        />
        <span
          className={`text-sm font-semibold ${connected ? 'text-green-800' : 'text-red-700'} ${frame.label}`}
          data-testid="connection-status"
        >
          {label}
        </span>
        <span className={`items-center gap-1 text-xs text-slate-600 ${frame.count}`} aria-hidden>
          <Users className="h-3.5 w-3.5" />
          {live.presence.length}
        </span>
      </button>
      <div id={detailsId} hidden={!expanded} className={frame.details}>
        {/* In the header below `lg` the toggle is a dot: the details name the status in words. */}
        {placement === 'header' ? (
          <p
            className={`mb-2 text-sm font-semibold lg:hidden ${connected ? 'text-green-800' : 'text-red-700'}`}
          >
            {label}
          </p>
        ) : null}
        {problem ? <p className="mb-2 text-red-700">{problem}</p> : null}
        <p className="flex items-center gap-1 text-slate-700">
          <Database className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {t('connection.database')}:{' '}
          {health.data ? (health.data.database === 'postgres' ? 'PostgreSQL' : 'PGlite') : '—'}
        </p>
        <p className="mt-1 flex items-center gap-1 text-slate-700">
          <Users className="h-3.5 w-3.5 shrink-0" aria-hidden />
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
          <Radio className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {live.status === 'open' ? t('connection.liveActive') : t('connection.liveInactive')}
        </p>
      </div>
    </aside>
  );
}
