import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZLoginRequest } from '../../../../domain/auth/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { authConfigQuery } from '../api/get-auth-config';
import { useLogin } from '../api/log-in';
import { AuthErrorBox } from './auth-error-box';
import { DemoAccounts } from './demo-accounts';
import { firstFieldError } from './first-field-error';
import { SsoButton } from './sso-button';
import { TextField } from './text-field';

type LoginInput = z.input<typeof ZLoginRequest>;
const ORDER = ['username', 'password'] as const;

interface Props {
  success: string | null;
  /** Why a single sign-on just failed (the callback's code, as Turkish text). */
  ssoError?: string | null;
  onLoggedIn: () => void;
}

/** 'Sisteme Giriş': username and password on the login contract, the demo accounts, single sign-on. */
export function LoginForm({ success, ssoError, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const config = useQuery(authConfigQuery);
  const form = useForm<LoginInput, unknown, z.output<typeof ZLoginRequest>>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const invalid = firstFieldError(form.formState.errors, ORDER);
  const error = invalid?.message ?? (login.error ? errorMessage(login.error) : (ssoError ?? null));
  const busy = login.isPending;

  return (
    <div className="space-y-4">
      <AuthErrorBox message={error} />
      {success && !error ? (
        <AlertBox tone="success" testId="auth-success">
          {success}
        </AlertBox>
      ) : null}
      <Form
        form={form}
        onValid={(values) => {
          login.reset();
          login.mutate(values, { onSuccess: onLoggedIn });
        }}
        onInvalid={() => login.reset()}
        className="space-y-4"
        aria-label={t('auth.loginTitle')}
      >
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          disabled={busy}
          invalid={invalid?.field === 'username'}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          disabled={busy}
          invalid={invalid?.field === 'password'}
          {...form.register('password')}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : <LogIn className="h-4 w-4" aria-hidden />}
          {busy ? t('auth.loggingIn') : t('auth.loginButton')}
        </Button>
      </Form>
      {config.data?.sso ? <SsoButton label={config.data.sso.label} /> : null}
      {config.data?.demoMode ? (
        <DemoAccounts
          accounts={config.data.demoAccounts}
          onPick={(a) => form.reset({ username: a.username, password: a.password })}
        />
      ) : null}
    </div>
  );
}
