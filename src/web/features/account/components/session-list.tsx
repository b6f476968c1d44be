import { LogOut, Monitor, ShieldCheck, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountSession } from '../../../../domain/account/contract';
import { userAgentLabel } from '../../../../domain/account/user-agent-summary';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RelativeTimeText } from '../../../components/ui/relative-time-text';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revoke-session';
import { SectionCard } from './section-card';

const DEVICE_ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: TAccountSession;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { t } = useTranslation('account');
  const Icon = DEVICE_ICONS[session.device.deviceType];
  const label = userAgentLabel(session.device) ?? t('sessions.unknownDevice');
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="session-row"
      data-current={session.current || undefined}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${session.current ? 'bg-green-50 text-green-700' : 'bg-slate-100 text-slate-600'}`}
          title={t(`sessions.devices.${session.device.deviceType}`)}
        >
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            <span className="truncate" title={session.userAgent || undefined}>
              {label}
            </span>
            {session.current ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
                {t('sessions.current')}
              </span>
            ) : null}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <div className="flex gap-1">
              <dt>{t('sessions.address')}:</dt>
              <dd className="font-medium text-slate-700">{session.ip || t('sessions.unknownAddress')}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('sessions.opened')}:</dt>
              <dd className="font-medium text-slate-700">
                {formatDateTime(session.createdAt, activeLocale())}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('sessions.lastSeen')}:</dt>
              <dd className="font-medium text-slate-700">
                <RelativeTimeText value={session.lastSeenAt} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          className="shrink-0 self-start sm:self-center"
          onClick={onRevoke}
          disabled={revoking}
          data-testid="session-revoke"
        >
          {revoking ? <Spinner className="h-4 w-4" /> : <LogOut className="h-4 w-4" aria-hidden />}
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}

/** 'Açık Oturumlar': where the account is signed in, this device first; others can be signed out. */
export function SessionList() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const revokeAll = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirming(false);
        setNotice(t('sessions.revoked', { count: revoked }));
      },
    });
  const failure = revoke.error ?? null;

  return (
    <SectionCard
      id="sessions-section"
      icon={ShieldCheck}
      title={t('sessions.title')}
      hint={t('sessions.hint')}
      action={
        <Button
          variant="secondary"
          onClick={() => {
            revokeOthers.reset();
            setConfirming(true);
          }}
          disabled={others === 0}
          data-testid="sessions-revoke-others"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {t('sessions.revokeAll')}
        </Button>
      }
    >
      {failure ? <AlertBox tone="error">{errorMessage(failure)}</AlertBox> : null}
      {notice ? <AlertBox tone="success">{notice}</AlertBox> : null}
      {sessions.isPending ? (
        <div className="py-6">
          <Spinner label={t('loading')} />
        </div>
      ) : sessions.error ? (
        <AlertBox tone="error">{errorMessage(sessions.error)}</AlertBox>
      ) : (
        <>
          <p
            className="text-xs font-medium tracking-wide text-slate-500 uppercase"
            data-testid="session-count"
          >
            {t('sessions.count', { count: sessions.data.length })}
          </p>
          <ul className="divide-y divide-slate-100" data-testid="session-list">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                revoking={revoke.isPending && revoke.variables === session.id}
                onRevoke={() => {
                  setNotice(null);
                  revoke.mutate(session.id, {
                    onSuccess: () => setNotice(t('sessions.revoked', { count: 1 })),
                  });
                }}
              />
            ))}
          </ul>
          {others === 0 ? <p className="pt-2 text-sm text-slate-600">{t('sessions.onlyThis')}</p> : null}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('sessions.revokeAllTitle')}
        confirmLabel={t('sessions.revokeAllConfirm')}
        onConfirm={revokeAll}
        onCancel={() => setConfirming(false)}
        pending={revokeOthers.isPending}
        error={revokeOthers.error ? errorMessage(revokeOthers.error) : null}
      >
        <p>{t('sessions.revokeAllBody')}</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
