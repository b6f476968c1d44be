import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageUsers, canUseApp } from '../../../../domain/users/permissions';
import {
  AUTH_MESSAGES,
  DEPARTMENTS,
  type TSignupRequest,
  ZSignupRequest,
} from '../../../../domain/auth/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { invitationPreviewQuery } from '../api/check-invitation';
import { authConfigQuery } from '../api/get-auth-config';
import { useSignup } from '../api/sign-up';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';
import { useDepartmentLabel } from '../../../lib/department-label';

const EMPTY: TSignupRequest = {
  fullName: '',
  email: '',
  username: '',
  password: '',
  department: '',
  position: '',
};

interface Props {
  onSignedUp: (message: string) => void;
  /** From a Yönetici's link (`#davet=…`): the account gets the invitation's role, approved at once. */
  invitationToken?: string | null;
}

export function SignupForm({ onSignedUp, invitationToken = null }: Props) {
  const { t } = useTranslation();
  const departmentLabel = useDepartmentLabel();
  const errorText = useErrorText();
  const signup = useSignup();
  const client = useQueryClient();
  // On an empty installation the first account becomes Yönetici: the screen says so before it happens.
  const config = useQuery(authConfigQuery).data;
  const firstAdmin = config?.firstAccountBecomesAdmin === true;
  const invitation = useQuery({
    ...invitationPreviewQuery(invitationToken ?? ''),
    enabled: invitationToken !== null,
  });
  const invited = invitationToken !== null && invitation.isSuccess;
  const approvalNeeded = !firstAdmin && !invited && config?.signupPolicy === 'approval';
  // Under `invite` only a link opens an account: the form is not offered without a working one.
  const closed = !firstAdmin && config?.signupPolicy === 'invite' && invitationToken === null;
  const [showPassword, setShowPassword] = useState(false);
  const form = useSchemaForm(ZSignupRequest, EMPTY);
  const error = form.error ?? (signup.error ? errorMessage(signup.error) : null);
  const busy = signup.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signup.reset();
    const values = form.validate();
    if (!values) return;
    signup.mutate(invitationToken ? { ...values, invitationToken } : values, {
      onSuccess: ({ user }) => {
        form.reset();
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
      {firstAdmin ? (
        <AlertBox tone="info" testId="first-admin-notice">
          {t('auth.firstAdminNotice')}
        </AlertBox>
      ) : null}
      {invited ? (
        <AlertBox tone="info" testId="invitation-notice">
          {t('auth.invitationNotice', {
            role: invitation.data.role,
            date: formatDateTime(invitation.data.expiresAt, activeLocale()),
          })}
        </AlertBox>
      ) : null}
      {invitation.isError ? (
        <AlertBox tone="error" testId="invitation-invalid">
          {errorText(errorMessage(invitation.error))}
        </AlertBox>
      ) : null}
      {closed ? (
        <AlertBox tone="info" testId="invitation-required">
          {errorText(AUTH_MESSAGES.invitationRequired)}
        </AlertBox>
      ) : null}
      {approvalNeeded ? (
        <AlertBox tone="info" testId="approval-notice">
          {t('auth.approvalNotice')}
        </AlertBox>
      ) : null}
      {error ? (
        <AlertBox tone="error" testId="auth-error">
          {errorText(error)}
        </AlertBox>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        className="space-y-3"
        aria-label={t('auth.signupTitle')}
        hidden={closed || invitation.isError}
      >
        <TextField
          label={`${t('auth.fullName')} *`}
          autoComplete="name"
          disabled={busy}
          {...form.field('fullName')}
        />
        <TextField
          label={`${t('auth.email')} *`}
          type="email"
          autoComplete="email"
          disabled={busy}
          {...form.field('email')}
        />
        <TextField
          label={`${t('auth.username')} *`}
          autoComplete="username"
          disabled={busy}
          {...form.field('username')}
        />
        <TextField
          label={`${t('auth.password')} *`}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          disabled={busy}
          {...form.field('password')}
          trailing={
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100"
              aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
              aria-pressed={showPassword}
            >
              {showPassword ? (
                <EyeOff className="h-4 w-4" aria-hidden />
              ) : (
                <Eye className="h-4 w-4" aria-hidden />
              )}
            </button>
          }
        />
        {invited && invitation.data.department ? (
          // The invitation fixed the department: the server uses it, so the form does not offer a choice.
          <Field label={t('auth.department')}>
            <Input value={departmentLabel(invitation.data.department)} readOnly disabled />
          </Field>
        ) : (
          <Field label={t('auth.department')}>
            <Select disabled={busy} {...form.field('department')}>
              <option value="">{t('auth.departmentPlaceholder')}</option>
              {DEPARTMENTS.map((d) => (
                <option key={d} value={d}>
                  {departmentLabel(d)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <TextField
          label={t('auth.position')}
          placeholder={t('auth.positionPlaceholder')}
          disabled={busy}
          {...form.field('position')}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : <UserPlus className="h-4 w-4" aria-hidden />}
          {busy ? t('auth.signingUp') : t('auth.signupButton')}
        </Button>
      </form>
    </div>
  );
}
