import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../lib/current-user';
import SettingsScreen from '../features/settings/settings-screen';
import { UsersTab } from '../features/users/components/users-tab';

/** 'Ayarlar' with the tabs other features add: 'Kullanıcılar' for a Yönetici. */
export default function SettingsPage() {
  const { t } = useTranslation('users');
  const me = useMe().data;
  return (
    <SettingsScreen
      extraSections={
        me?.isAdmin ? [{ id: 'users', label: t('tab'), icon: Users, content: <UsersTab /> }] : []
      }
    />
  );
}
