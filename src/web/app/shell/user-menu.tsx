import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import type { TPreferences } from '../../../domain/preferences/contract';
import { preferencesOperations } from '../../../domain/preferences/operations';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useMe } from '../../lib/current-user';
import { useLogout } from '../../features/auth/api/log-out';
import { callOperation } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { activeLocale } from '../../lib/i18n';
import { preferencesQuery } from './use-preferences-language';
import { useDepartmentLabel } from '../../lib/department-label';

/**
 * Each language named in itself (with its `lang`, so a screen reader pronounces it right): the name a
 * reader of that language looks for, whatever the interface language is now — hence not in tr/en.json.
 */
const LANGUAGE_NAMES = { tr: 'Türkçe', en: 'English' } as const;

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const departmentLabel = useDepartmentLabel();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  const setLanguage = useMutation({
    mutationFn: (language: TPreferences['language']) =>
      callOperation(preferencesOperations.updatePreferences, { body: { language } }),
    onSuccess: (prefs) => client.setQueryData(preferencesQuery.queryKey, prefs),
  });

  useDismiss(open, box, closeMenu);

  const user = me.data;
  if (!user) return null;
  const role = user.role || t('userMenu.defaultRole');
  // What the person does (typed at sign-up) under the name; the role is the permission, shown below.
  const position = user.position || role;
  const lastLogin = formatDateTime(user.lastLoginAt, activeLocale()) ?? t('userMenu.unknown');

  return (
    <div className="relative" ref={box}>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-label={t('userMenu.open')}
        className="flex min-h-10 items-center gap-2 rounded-full p-1 hover:bg-slate-100 xl:pr-3"
        data-testid="user-menu-button"
      >
        <UserAvatar id={user.id} name={user.fullName} />
        <span className="hidden text-left whitespace-nowrap xl:block">
          <span className="block text-sm leading-tight font-semibold text-slate-900">{user.fullName}</span>
          <span className="block text-xs text-slate-600" data-testid="header-position">
            {position}
          </span>
        </span>
      </button>
      {open ? (
        <div
          className="absolute right-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
          data-testid="user-menu"
        >
          <div className="flex items-center gap-3">
            <UserAvatar id={user.id} name={user.fullName} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.fullName}</p>
              <p className="text-sm text-slate-600" data-testid="menu-position">
                {position}
              </p>
              {user.department ? (
                <p className="text-xs text-slate-500">{departmentLabel(user.department)}</p>
              ) : null}
              <p className="flex items-center gap-1 text-xs font-medium text-green-700">
                <span className="h-2 w-2 rounded-full bg-green-600" aria-hidden />
                {t('userMenu.active')}
              </p>
            </div>
          </div>
          <dl className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">{t('userMenu.lastLogin')}</dt>
              <dd className="text-right font-medium text-slate-900" data-testid="last-login">
                {lastLogin}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">{t('userMenu.authority')}</dt>
              <dd className="text-right font-medium text-slate-900">
                {user.role || t('userMenu.standardUser')}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">{t('userMenu.status')}</dt>
              <dd className="text-right font-medium text-green-700">{t('userMenu.activeUser')}</dd>
            </div>
            <div className="flex items-center justify-between gap-2">
              <dt className="text-slate-600">{t('userMenu.language')}</dt>
              <dd className="flex gap-1" role="group" aria-label={t('userMenu.language')}>
                {(['tr', 'en'] as const).map((lng) => (
                  <button
                    key={lng}
                    type="button"
                    onClick={() => setLanguage.mutate(lng)}
                    aria-pressed={i18n.language === lng}
                    aria-label={LANGUAGE_NAMES[lng]}
                    lang={lng}
                    title={LANGUAGE_NAMES[lng]}
                    className={`min-h-8 rounded-md px-2 text-xs font-semibold uppercase ${i18n.language === lng ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {lng}
                  </button>
                ))}
              </dd>
            </div>
          </dl>
          <div className="mt-4 space-y-1 border-t border-slate-100 pt-3">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                navigate('/account');
              }}
              className="flex min-h-10 w-full items-center gap-2 rounded-lg px-2 text-sm text-slate-700 hover:bg-slate-100"
              data-testid="account-settings-button"
            >
              <Settings className="h-4 w-4" aria-hidden />
              {t('userMenu.accountSettings')}
            </button>
            <button
              type="button"
              onClick={() =>
                logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })
              }
              className="flex min-h-10 w-full items-center gap-2 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50"
              data-testid="logout-button"
            >
              <LogOut className="h-4 w-4" aria-hidden />
              {t('userMenu.logout')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
