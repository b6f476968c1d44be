import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '../../../../domain/auth/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { useErrorText } from '../../../components/ui/form/error-text';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import type { SignupGate } from './use-signup-gate';

/** What the sign-up view says before the form: first Yönetici, invitation, approval, invite only. */
export function SignupNotices({ gate }: { gate: SignupGate }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { invitation, invitationPreview } = gate;
  return (
    <>
      {gate.firstAdmin ? (
        <AlertBox tone="info" testId="first-admin-notice">
          {t('auth.firstAdminNotice')}
        </AlertBox>
      ) : null}
      {invitationPreview ? (
        <AlertBox tone="info" testId="invitation-notice">
          {t('auth.invitationNotice', {
            role: invitationPreview.role,
            date: formatDateTime(invitationPreview.expiresAt, activeLocale()),
          })}
        </AlertBox>
      ) : null}
      {invitation.isError ? (
        <AlertBox tone="error" testId="invitation-invalid">
          {errorText(errorMessage(invitation.error))}
        </AlertBox>
      ) : null}
      {gate.closed ? (
        <AlertBox tone="info" testId="invitation-required">
          {errorText(AUTH_MESSAGES.invitationRequired)}
        </AlertBox>
      ) : null}
      {gate.approvalNeeded ? (
        <AlertBox tone="info" testId="approval-notice">
          {t('auth.approvalNotice')}
        </AlertBox>
      ) : null}
    </>
  );
}
