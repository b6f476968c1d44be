import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';
import { AlertBox } from '../components/ui/alert-box';
import { useMe } from '../lib/current-user';
import { errorMessage } from '../lib/api-client';
import { canUseApp } from '../../domain/users/permissions';
import { PendingApprovalScreen } from '../features/auth/components/pending-approval-screen';

/**
 * Signed out: only the login screen; the wanted URL is kept so the user lands there after login.
 * Signed in but awaiting approval: the waiting screen (the API refuses it everything else anyway).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const { t } = useTranslation();
  if (me.isPending) return <PageSpinner label={t('app.loading')} />;
  if (me.isError) {
    return (
      <div className="mx-auto mt-20 max-w-md">
        <AlertBox tone="error">{errorMessage(me.error)}</AlertBox>
      </div>
    );
  }
  if (!me.data) {
    const next = location.pathname + location.search;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!canUseApp(me.data)) return <PendingApprovalScreen user={me.data} />;
  return children;
}
