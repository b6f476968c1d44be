import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogIn } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type TLoginRequest, ZLoginRequest } from '../../../../domain/auth/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { authConfigQuery } from '../api/get-auth-config';
import { useLogin } from '../api/log-in';
import { TextField } from './text-field';
import { SsoButton } from './sso-button';
import { useSchemaForm } from './use-schema-form';

export function LoginForm({
  success,
  ssoError,
  onLoggedIn,
}: {
  success: string | null;
  /** Why a single sign-on just failed (the callback's code, as Turkish text). */
  ssoError?: string | null;
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const login = useLogin();
  const config = useQuery(authConfigQuery);
  const form = useSchemaForm(ZLoginRequest, { username: '', password: '' } satisfies TLoginRequest);
  const error = form.error ?? (login.error ? errorMessage(login.error) : (ssoError ?? null));
  const busy = login.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.reset();
    const values = form.validate();
    if (values) login.mutate(values, { onSuccess: onLoggedIn });
  };

  return (
    <div className="space-y-4">
      {error ? (
        <AlertBox tone="error" testId="auth-error">
          {errorText(error)}
        </AlertBox>
      ) : null}
      {success && !error ? (
        <AlertBox tone="success" testId="auth-success">
          {success}
        </AlertBox>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.loginTitle')}>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          disabled={busy}
          {...form.field('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          disabled={busy}
          {...form.field('password')}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : <LogIn className="h-4 w-4" aria-hidden />}
          {busy ? t('auth.loggingIn') : t('auth.loginButton')}
        </Button>
      </form>
      {config.data?.sso ? <SsoButton label={config.data.sso.label} /> : null}
      {config.data?.demoMode ? (
        <section
          className="rounded-xl border border-blue-100 bg-blue-50/60 p-4"
          aria-labelledby="demo-accounts-title"
        >
          <h3
            id="demo-accounts-title"
            className="flex items-center gap-2 text-sm font-semibold text-blue-900"
          >
            <KeyRound className="h-4 w-4" aria-hidden />
            {t('auth.demoAccounts')}
          </h3>
          <p className="mt-1 text-xs text-blue-900/80">{t('auth.demoHint')}</p>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="demo-accounts">
            {config.data.demoAccounts.map((a) => (
              <li key={a.username}>
                <button
                  type="button"
                  onClick={() => form.setValues({ username: a.username, password: a.password })}
                  className="w-full rounded-lg border border-blue-100 bg-white px-3 py-2 text-left text-xs hover:border-blue-300"
                >
                  <span className="block font-semibold text-slate-800">{a.role}</span>
                  <span className="font-mono text-slate-600">
                    {a.username} / {a.password}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
