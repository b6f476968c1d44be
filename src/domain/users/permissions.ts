import { ADMIN_ROLE } from '../auth/contract';
import type { TUpdateUserRequest, TUserCan } from './contract';
import type { TInvitationCan, TInvitationStatus } from './invitations-contract';

/** The fields of an account the user-management rules look at. */
export interface AccountState {
  id: string;
  role: string;
  active: boolean;
  approved: boolean;
}

const isActiveAdmin = (account: AccountState): boolean => account.active && account.role === ADMIN_ROLE;

/** Only a Yönetici manages accounts (roles, activation); the first account of an organisation is one. */
export function canManageUsers(actor: { isAdmin: boolean }): boolean {
  return actor.isAdmin;
}

/**
 * Whether a change would leave the organisation without an active Yönetici: it takes `target` out
 * of the active admins while it is the only one (`activeAdmins` counts the target itself).
 */
export function removesLastAdmin(
  target: AccountState,
  change: TUpdateUserRequest,
  activeAdmins: number,
): boolean {
  if (!isActiveAdmin(target)) return false;
  const after = { ...target, ...change };
  return !isActiveAdmin(after) && activeAdmins <= 1;
}

/** What the reader may do to `target` (shipped as `can` so the web does not re-type the rules). */
export function userCan(actor: { isAdmin: boolean }, target: AccountState, activeAdmins: number): TUserCan {
  if (!canManageUsers(actor))
    return { changeRole: false, deactivate: false, reactivate: false, approve: false };
  const lastAdmin = isActiveAdmin(target) && activeAdmins <= 1;
  return {
    changeRole: !lastAdmin,
    deactivate: target.active && !lastAdmin,
    reactivate: !target.active,
    approve: awaitsApproval(target),
  };
}

/**
 * An active account a Yönetici has not approved yet (`SIGNUP=approval`): it may sign in and read its
 * own session, nothing else. A rejected one is deactivated, so it no longer waits.
 */
export function awaitsApproval(account: { active: boolean; approved: boolean }): boolean {
  return account.active && !account.approved;
}

/**
 * Whether a signed-in user may use the application beyond its own session. The server answers
 * every other route 403 `approval_pending` otherwise, and the web shows the waiting screen.
 */
export function canUseApp(user: { approved: boolean }): boolean {
  return user.approved;
}

/** Colleagues see an account in the directory (pickers, cards) only once it is approved. */
export function canSeeInDirectory(reader: { isAdmin: boolean }, account: { approved: boolean }): boolean {
  return account.approved || canManageUsers(reader);
}

/** Contact and account details in the directory (e-mail, last login, creation date) are for who manages accounts. */
export function canSeeAccountDetails(actor: { isAdmin: boolean }): boolean {
  return canManageUsers(actor);
}

/** Where an invitation stands at `now`: used and revoked are stored; expiry is read from the date. */
export function invitationStatus(
  row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): TInvitationStatus {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Inviting is managing accounts: a Yönetici creates, lists and revokes links. */
export function invitationCan(actor: { isAdmin: boolean }, status: TInvitationStatus): TInvitationCan {
  return { revoke: canManageUsers(actor) && status === 'pending' };
}
