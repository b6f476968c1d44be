import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { avatarColor } from '../../../../domain/shared/avatar-color';
import { avatarInitials } from '../../../../domain/shared/initials';
import { PageSpinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { Link } from '../../../lib/router';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionList } from './session-list';
import { useDepartmentLabel } from '../../../lib/department-label';

/** 'Hesap Ayarları': who the user is, then profile and password side by side, then the sessions. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  const departmentLabel = useDepartmentLabel();
  const me = useMe();
  useDocumentTitle(t('title'));
  const user = me.data;
  if (!user) return <PageSpinner label={t('loading')} />;
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-testid="account-screen">
      <div>
        <Link
          to="/"
          className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      </div>

      <section
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
        aria-label={user.fullName}
      >
        <span
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-xl font-bold text-white"
          style={{ backgroundColor: avatarColor(user.id) }}
        >
          {avatarInitials(user.fullName)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-slate-900" data-testid="account-name">
            {user.fullName}
          </p>
          <p className="text-sm text-slate-600">
            {[user.position, departmentLabel(user.department)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('summary.username')}</dt>
          <dd className="font-medium text-slate-900">{user.username}</dd>
          <dt className="text-slate-500">{t('summary.email')}</dt>
          <dd className="truncate font-medium text-slate-900">{user.email}</dd>
          <dt className="text-slate-500">{t('summary.role')}</dt>
          <dd className="font-medium text-slate-900">{user.role}</dd>
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileForm key={user.id} user={user} />
        <PasswordForm />
      </div>

      <SessionList />
    </div>
  );
}
