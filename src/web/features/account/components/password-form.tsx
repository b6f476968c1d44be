import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TChangePasswordForm, ZChangePasswordForm } from '../../../../domain/account/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { serverErrors } from '../../../components/ui/form/server-error';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** 'Şifre Değiştir': the current password, the new one twice; other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [revoked, setRevoked] = useState<number | null>(null);
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { showUnderField, boxError } = serverErrors(form, FIELDS);

  const submit = ({ currentPassword, newPassword }: TChangePasswordForm) => {
    setRevoked(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          setRevoked(result.revokedSessions);
          form.reset(EMPTY);
        },
        onError: showUnderField,
      },
    );
  };
  // Field errors from the server sit under their field; anything else (e.g. 429) goes in the box.
  const serverError = boxError(change.error);

  return (
    <SectionCard id="password-section" icon={KeyRound} title={t('password.title')} hint={t('password.hint')}>
      <Form form={form} onValid={submit} className="space-y-4" aria-label={t('password.title')}>
        {serverError ? <AlertBox tone="error">{errorText(errorMessage(serverError))}</AlertBox> : null}
        {revoked !== null ? (
          <AlertBox tone="success" testId="password-changed">
            {revoked > 0 ? t('password.changedOthers', { count: revoked }) : t('password.changed')}
          </AlertBox>
        ) : null}
        <Field label={t('password.current')} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field label={t('password.new')} error={errors.newPassword?.message} hint={t('password.rule')}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label={t('password.repeat')} error={errors.newPasswordRepeat?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newPasswordRepeat')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending} data-testid="password-submit">
            <KeyRound className="h-4 w-4" aria-hidden />
            {change.isPending ? t('password.saving') : t('password.submit')}
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}
