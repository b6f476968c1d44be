import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowLeftRight, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router';
import { orgProfileQuery } from '../../features/settings/api/org-profile';
import { isModeId, modePath } from '../modes';
import { CollaborationOverlay } from './collaboration-overlay';
import { UserMenu } from './user-menu';

export function useCurrentMode() {
  const segment = useLocation().pathname.split('/')[1];
  return isModeId(segment) ? segment : null;
}

export function Header() {
  const { t } = useTranslation();
  const mode = useCurrentMode();
  const toggleTarget = mode === 'work' ? '8d' : 'work';
  // The organisation's name and logo (Ayarlar → Kurum); the app's own mark until one is set.
  const profile = useQuery(orgProfileQuery).data;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
        {mode ? (
          <Link
            to="/"
            aria-label={t('header.back')}
            title={t('header.back')}
            className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            data-testid="back-button"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Link>
        ) : null}
        <Link to="/" className="flex items-center gap-3">
          {profile?.logoUrl ? (
            <img
              src={profile.logoUrl}
              alt=""
              className="h-10 max-w-28 object-contain"
              data-testid="header-logo"
            />
          ) : (
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-blue-700 text-white">
              <ShieldCheck className="h-6 w-6" aria-hidden />
            </span>
          )}
          <span>
            {profile?.plantName ? (
              <span
                className="block text-xs font-semibold tracking-wide text-blue-800 uppercase"
                data-testid="header-plant-name"
              >
                {profile.plantName}
              </span>
            ) : null}
            <span className="block text-lg leading-tight font-bold text-slate-900">{t('app.title')}</span>
            <span className="block text-xs text-slate-600" data-testid="header-subtitle">
              {mode ? t(`modes.${mode}.subtitle`) : t('modes.landing.subtitle')}
            </span>
          </span>
        </Link>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Link
            to={modePath(toggleTarget)}
            className="flex min-h-10 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
            title={t('header.switchTo', { mode: t(`modes.${toggleTarget}.title`) })}
            data-testid="mode-toggle"
          >
            <ArrowLeftRight className="h-4 w-4" aria-hidden />
            {toggleTarget === 'work' ? t('header.toWork') : t('header.to8d')}
          </Link>
          <span className="hidden items-center gap-1 rounded-full bg-gradient-to-r from-violet-600 to-blue-600 px-3 py-1 text-xs font-semibold text-white sm:flex">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            {t('app.aiBadge')}
          </span>
          <CollaborationOverlay />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
