import { Navigate, useNavigate, useSearchParams } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';
import { useMe } from '../lib/current-user';
import { LoginScreen } from '../features/auth/components/login-screen';

/** Only local paths are followed after login (no open redirect through ?next=). */
function safeNext(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function LoginRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const next = safeNext(params.get('next'));
  if (me.isPending) return <PageSpinner label={t('app.loading')} />;
  if (me.data) return <Navigate to={next} replace />;
  return <LoginScreen onLoggedIn={() => navigate(next, { replace: true })} />;
}
