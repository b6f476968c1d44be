import { useTranslation } from 'react-i18next';
import { ORG_PROFILE_MESSAGES } from '../../../../domain/settings/org-profile';
import { canManageUsers } from '../../../../domain/users/permissions';
import { AlertBox } from '../../../components/ui/alert-box';
import { registerValidationMessages } from '../../../components/ui/form/error-text';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { useOrgProfile } from '../api/org-profile';
import { BackupStatusCard } from './backup-status-card';
import { LogoSection } from './logo-section';
import { OrgProfileForm } from './org-profile-form';

registerValidationMessages('settings', ORG_PROFILE_MESSAGES);

/** 'Kurum': plant name, time zone and logo used in the header, the PDFs and exported files. */
export function OrganisationTab() {
  const { t } = useTranslation('settings');
  const profile = useOrgProfile();
  const me = useMe().data;
  if (profile.isPending) return <PageSpinner label={t('loading')} />;
  if (profile.isError) return <AlertBox tone="error">{errorMessage(profile.error)}</AlertBox>;
  return (
    <div className="space-y-6">
      <div className="max-w-2xl space-y-4">
        {!profile.data.can.edit ? <AlertBox tone="info">{t('organisation.readOnly')}</AlertBox> : null}
        <OrgProfileForm profile={profile.data} />
        <LogoSection profile={profile.data} />
      </div>
      {me && canManageUsers(me) ? <BackupStatusCard /> : null}
    </div>
  );
}
