import { useQuery } from '@tanstack/react-query';
import { authConfigQuery } from '../api/get-auth-config';
import { invitationPreviewQuery } from '../api/check-invitation';

/** Who may sign up here and how: the installation's policy and the invitation link, if any. */
export function useSignupGate(invitationToken: string | null) {
  // On an empty installation the first account becomes Yönetici: the screen says so before it happens.
  const config = useQuery(authConfigQuery).data;
  const firstAdmin = config?.firstAccountBecomesAdmin === true;
  const invitation = useQuery({
    ...invitationPreviewQuery(invitationToken ?? ''),
    enabled: invitationToken !== null,
  });
  const invited = invitationToken !== null && invitation.isSuccess;
  return {
    firstAdmin,
    invitation,
    /** The invitation as checked by the server (its role, department, expiry) once it is valid. */
    invitationPreview: invited ? invitation.data : null,
    approvalNeeded: !firstAdmin && !invited && config?.signupPolicy === 'approval',
    // Under `invite` only a link opens an account: the form is not offered without a working one.
    closed: !firstAdmin && config?.signupPolicy === 'invite' && invitationToken === null,
  };
}
export type SignupGate = ReturnType<typeof useSignupGate>;
