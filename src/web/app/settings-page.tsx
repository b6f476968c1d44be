import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canManageUsers } from '../../domain/users/permissions';
import { useMe } from '../lib/current-user';
import { useParams } from '../lib/router';
import { useAuditSettingsSection } from '../features/ai-auditor/audit-settings-section';
import { useFmeaSettingsSection } from '../features/reverse-fmea/fmea-settings-section';
import SettingsScreen from '../features/settings/settings-screen';
import { UsersTab } from '../features/users/components/users-tab';
import { usePendingApprovalCount } from '../features/users/api/users';

/** 'Ayarlar' with the tabs other features add: 'Kullanıcılar' for a Yönetici. */
export default function SettingsPage() {
  const { t } = useTranslation('users');
  const me = useMe().data;
  const { mode } = useParams();
  const audit = useAuditSettingsSection();
  const fmea = useFmeaSettingsSection();
  const manageUsers = me !== undefined && me !== null && canManageUsers(me);
  const pending = usePendingApprovalCount(manageUsers);
  return (
    <SettingsScreen
      extraSections={[
        audit,
        fmea,
        ...(manageUsers
          ? [
              {
                id: 'users',
                label: t('tab'),
                icon: Users,
                content: <UsersTab />,
                badge: { count: pending, label: t('pendingCount', { count: pending }) },
              },
            ]
          : []),
      ]}
      defaultSection={mode === 'ai-auditor' ? audit.id : mode === 'reverse-fmea' ? fmea.id : undefined}
    />
  );
}
