import { useQuery } from '@tanstack/react-query';
import { Hourglass, LogOut, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '../../../../domain/auth/contract';
import { Button } from '../../../components/ui/button';
import { meQuery } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNavigate } from '../../../lib/router';
import { useLogout } from '../api/log-out';

/** While waiting, the session is asked again this often: an approval opens the app without a reload. */
const RECHECK_MS = 10_000;

/**
 * What a signed-in account awaiting a Yönetici's approval sees instead of the app (every other API
 * route answers it 403 `approval_pending`): who it is, what happens next, and sign-out.
 */
export function PendingApprovalScreen({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  // The same query as the session gate's: once it says approved, the gate renders the app.
  const me = useQuery({ ...meQuery, refetchInterval: RECHECK_MS });
  useDocumentTitle(t('auth.pendingTitle'));

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-indigo-50 px-4 py-10">
      <section
        className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl"
        aria-labelledby="pending-title"
        data-testid="pending-approval"
      >
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
          <Hourglass className="h-8 w-8" aria-hidden />
        </div>
        <h1 id="pending-title" className="text-xl font-bold text-slate-900">
          {t('auth.pendingTitle')}
        </h1>
        <p className="mt-3 text-sm text-slate-700">{t('auth.pendingText', { name: user.fullName })}</p>
        <p className="mt-2 text-xs text-slate-500">
          @{user.username} · {user.email}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button variant="secondary" onClick={() => void me.refetch()} disabled={me.isFetching}>
            <RefreshCw className={`h-4 w-4 ${me.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            {me.isFetching ? t('auth.pendingChecking') : t('auth.pendingCheck')}
          </Button>
          <Button
            // As the user menu does: the login route mounts afresh on the cleared cache.
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })
            }
            disabled={logout.isPending}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {t('auth.logout')}
          </Button>
        </div>
      </section>
    </main>
  );
}
