import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AUTH_MESSAGES, ZSignupRequest } from '../../../../domain/auth/contract';
import { canManageUsers, canUseApp } from '../../../../domain/users/permissions';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { authConfigQuery } from '../api/get-auth-config';
import { useSignup } from '../api/sign-up';
import { AuthErrorBox } from './auth-error-box';
import { DepartmentField } from './department-field';
import { firstFieldError, serverErrorField } from './first-field-error';
import { PasswordField } from './password-field';
import { SignupNotices } from './signup-notices';
import { TextField } from './text-field';
import { useSignupGate } from './use-signup-gate';

type SignupInput = z.input<typeof ZSignupRequest>;
const EMPTY = { fullName: '', email: '', username: '', password: '', department: '', position: '' } as const;
// The order of the form: the red box says the first invalid field's message, as the contract checks them.
const ORDER = ['fullName', 'email', 'username', 'password', 'department', 'position'] as const;

interface Props {
  onSignedUp: (message: string) => void;
  /** From a Yönetici's link (`#davet=…`): the account gets the invitation's role, approved at once. */
  invitationToken?: string | null;
}

/** 'Üye Ol': the sign-up contract in the form, its first message in the red box above it. */
export function SignupForm({ onSignedUp, invitationToken = null }: Props) {
  const { t } = useTranslation();
  const signup = useSignup();
  const client = useQueryClient();
  const gate = useSignupGate(invitationToken);
  const form = useForm<SignupInput, unknown, z.output<typeof ZSignupRequest>>({
    resolver: zodResolver(ZSignupRequest),
    defaultValues: EMPTY,
  });
  const invalid = firstFieldError(form.formState.errors, ORDER);
  const error = invalid?.message ?? (signup.error ? errorMessage(signup.error) : null);
  const wrong = invalid?.field ?? serverErrorField(signup.error);
  const busy = signup.isPending;
  const field = (name: (typeof ORDER)[number]) => ({
    disabled: busy,
    invalid: wrong === name,
    ...form.register(name),
  });

  const submit = (values: z.output<typeof ZSignupRequest>) => {
    signup.reset();
    signup.mutate(invitationToken ? { ...values, invitationToken } : values, {
      onSuccess: ({ user }) => {
        form.reset(EMPTY);
        void client.invalidateQueries({ queryKey: authConfigQuery.queryKey });
        onSignedUp(
          canManageUsers(user)
            ? t('auth.firstAdminCreated')
            : canUseApp(user)
              ? AUTH_MESSAGES.signupSuccess
              : AUTH_MESSAGES.signupPendingApproval,
        );
      },
    });
  };

  return (
    <div className="space-y-4">
      <SignupNotices gate={gate} />
      <AuthErrorBox message={error} />
      <Form
        form={form}
        onValid={submit}
        onInvalid={() => signup.reset()}
        className="space-y-3"
        aria-label={t('auth.signupTitle')}
        hidden={gate.closed || gate.invitation.isError}
      >
        <TextField label={`${t('auth.fullName')} *`} autoComplete="name" {...field('fullName')} />
        <TextField label={`${t('auth.email')} *`} type="email" autoComplete="email" {...field('email')} />
        <TextField label={`${t('auth.username')} *`} autoComplete="username" {...field('username')} />
        <PasswordField label={`${t('auth.password')} *`} autoComplete="new-password" {...field('password')} />
        <DepartmentField
          fixed={gate.invitationPreview?.department || null}
          disabled={busy}
          {...form.register('department')}
        />
        <TextField
          label={t('auth.position')}
          placeholder={t('auth.positionPlaceholder')}
          {...field('position')}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : <UserPlus className="h-4 w-4" aria-hidden />}
          {busy ? t('auth.signingUp') : t('auth.signupButton')}
        </Button>
      </Form>
    </div>
  );
}
