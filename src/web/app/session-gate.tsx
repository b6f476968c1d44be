import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';
import { AlertBox } from '../components/ui/alert-box';
import { useMe } from '../lib/current-user';
import { errorMessage } from '../lib/api-client';

/** Signed out: only the login screen; the wanted URL is kept so the user lands there after login. */
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
  return children;
}
