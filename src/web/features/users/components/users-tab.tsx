import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDirectoryUser } from '../../../../domain/users/contract';
import { USER_ROLES, type TUserRole } from '../../../../domain/users/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageSpinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { activeLocale, addFeatureTranslations } from '../../../lib/i18n';
import { useUpdateUser, useUsers } from '../api/users';
import { InvitationsSection } from './invitations-section';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { useDepartmentLabel } from '../../../lib/department-label';
import { awaitsApproval } from '../../../../domain/users/permissions';

addFeatureTranslations('users', tr, en);

const isRole = (value: string): value is TUserRole => USER_ROLES.some((r) => r === value);

/** 'Kullanıcılar' (Yönetici): every account with its role select and activation switch. */
export function UsersTab() {
  const { t } = useTranslation('users');
  const departmentLabel = useDepartmentLabel();
  const users = useUsers();
  const me = useMe().data;
  const update = useUpdateUser();
  // 'reject' deactivates an account that awaits approval: the same change, worded for a sign-up.
  const [confirming, setConfirming] = useState<TDirectoryUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (users.isPending) return <PageSpinner label={t('loading')} />;
  if (users.isError) return <AlertBox tone="error">{errorMessage(users.error)}</AlertBox>;

  const setRole = (user: TDirectoryUser, role: TUserRole) => {
    setNotice(null);
    update.mutate(
      { id: user.id, change: { role } },
      { onSuccess: () => setNotice(t('roleSaved', { name: user.fullName, role })) },
    );
  };
  const toggleActive = (user: TDirectoryUser) => {
    const rejecting = user.can.approve;
    update.mutate(
      { id: user.id, change: { active: !user.active } },
      {
        onSuccess: () => {
          setConfirming(null);
          setNotice(
            t(rejecting ? 'rejected' : user.active ? 'deactivated' : 'reactivated', { name: user.fullName }),
          );
        },
      },
    );
  };
  const approve = (user: TDirectoryUser) => {
    setNotice(null);
    update.mutate(
      { id: user.id, change: { approved: true } },
      { onSuccess: () => setNotice(t('approved', { name: user.fullName })) },
    );
  };
  const pending = users.data.users.filter((u) => u.can.approve).length;
  // Accounts awaiting approval first: they are what a Yönetici comes here for.
  const rows = [...users.data.users].sort((a, b) => Number(b.can.approve) - Number(a.can.approve));
  const confirmTitle = confirming?.can.approve
    ? t('confirmRejectTitle')
    : confirming?.active
      ? t('confirmDeactivateTitle')
      : t('confirmReactivateTitle');
  const confirmText = confirming?.can.approve
    ? 'confirmReject'
    : confirming?.active
      ? 'confirmDeactivate'
      : 'confirmReactivate';

  return (
    <div className="space-y-4" data-testid="users-tab">
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {pending > 0 ? (
        <AlertBox tone="info" testId="pending-accounts">
          <strong>{t('pendingCount', { count: pending })}.</strong> {t('pendingIntro')}
        </AlertBox>
      ) : null}
      {notice ? <AlertBox tone="success">{notice}</AlertBox> : null}
      {update.error && !confirming ? <AlertBox tone="error">{errorMessage(update.error)}</AlertBox> : null}
      <DataTable
        framed
        minWidth={760}
        bodyClassName="divide-y divide-slate-100"
        columns={(['user', 'department', 'lastLogin', 'role', 'status', 'actions'] as const).map((key) => ({
          key,
          header: t(`columns.${key}`),
        }))}
      >
        {rows.map((user) => (
          <tr
            key={user.id}
            data-testid={`user-row-${user.username}`}
            className={user.active ? '' : 'bg-slate-50'}
          >
            <td className="px-3 py-2">
              <div className="flex items-center gap-2">
                <UserAvatar id={user.id} name={user.fullName} />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {user.fullName}
                    {user.id === me?.id ? (
                      <span className="ml-1 text-xs text-slate-500">({t('you')})</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-600">{user.position || t('noPosition')}</p>
                  <p className="text-xs text-slate-500">
                    @{user.username}
                    {user.email ? ` · ${user.email}` : ''}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-3 py-2 text-slate-700">{departmentLabel(user.department)}</td>
            <td className="px-3 py-2 text-slate-700">
              {formatDateTime(user.lastLoginAt, activeLocale()) ?? t('never')}
            </td>
            <td className="px-3 py-2">
              <select
                aria-label={t('roleOf', { name: user.fullName })}
                value={user.role}
                disabled={!user.can.changeRole || update.isPending}
                title={user.can.changeRole ? undefined : t('lastAdminHint')}
                onChange={(e) => (isRole(e.target.value) ? setRole(user, e.target.value) : undefined)}
                className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:bg-slate-100"
                data-testid="role-select"
              >
                {(isRole(user.role) ? USER_ROLES : [user.role, ...USER_ROLES]).map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            </td>
            <td className="px-3 py-2">
              {awaitsApproval(user) ? (
                <span
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
                  data-testid="pending-status"
                >
                  {t('pending')}
                </span>
              ) : (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
                >
                  {user.active ? t('active') : t('inactive')}
                </span>
              )}
            </td>
            <td className="px-3 py-2">
              {user.can.approve ? (
                <div className="flex gap-2">
                  <Button
                    className="whitespace-nowrap"
                    disabled={update.isPending}
                    onClick={() => approve(user)}
                    data-testid="approve-user"
                  >
                    {t('approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap"
                    onClick={() => {
                      update.reset();
                      setConfirming(user);
                    }}
                    data-testid="reject-user"
                  >
                    {t('reject')}
                  </Button>
                </div>
              ) : user.can.deactivate || user.can.reactivate ? (
                // Both are secondary buttons, as the app's other row actions; the key gives each
                // state its own element, so the swap after a confirmation does not fade one
                // button's colours into the other's (a mid-fade frame looked like plain text).
                <Button
                  key={user.active ? 'deactivate' : 'reactivate'}
                  variant="secondary"
                  className="whitespace-nowrap"
                  onClick={() => {
                    update.reset();
                    setConfirming(user);
                  }}
                  data-testid="toggle-active"
                >
                  {user.active ? t('deactivate') : t('reactivate')}
                </Button>
              ) : (
                <span className="text-xs text-slate-500">{t('lastAdminHint')}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDialog
        open={confirming !== null}
        title={confirmTitle}
        confirmLabel={
          confirming?.can.approve ? t('reject') : confirming?.active ? t('deactivate') : t('reactivate')
        }
        pending={update.isPending}
        error={update.error ? errorMessage(update.error) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? toggleActive(confirming) : undefined)}
      >
        <p>{confirming ? t(confirmText, { name: confirming.fullName }) : null}</p>
      </ConfirmDialog>
      <InvitationsSection />
    </div>
  );
}
