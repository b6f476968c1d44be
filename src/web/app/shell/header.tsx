import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowLeftRight, Lightbulb, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router';
import { orgProfileQuery } from '../../features/settings/api/org-profile';
import { isModeId, modePath } from '../modes';
import { CollaborationOverlay } from './collaboration-overlay';
import { ConnectionWidget } from './connection-widget';
import { UserMenu } from './user-menu';

function useCurrentMode() {
  const segment = useLocation().pathname.split('/')[1];
  return isModeId(segment) ? segment : null;
}

/**
 * Sticky only from 640 px up: on a phone it scrolls away. Below the `gutter` breakpoint (styles.css) the
 * connection widget and 'Beni Geliştir' live in it instead of floating over the content: icons on
 * small screens, with their words from `lg` (status) and `xl` (feedback). The other words join by
 * width too (mode switch `lg`; AI badge, who is online, user name `xl`), so the row never wraps and
 * keeps the title whole at 640-1280 px in Turkish and English (tests/e2e/foundation/no-cover.spec.ts).
 */
export function Header({ onFeedback }: { onFeedback?: () => void }) {
  const { t } = useTranslation();
  const mode = useCurrentMode();
  const toggleTarget = mode === 'work' ? '8d' : 'work';
  // The organisation's name and logo (Ayarlar → Kurum); the app's own mark until one is set.
  const profile = useQuery(orgProfileQuery).data;
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6 sm:py-3">
        {mode ? (
          <Link
            to="/"
            aria-label={t('header.back')}
            title={t('header.back')}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            data-testid="back-button"
          >
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Link>
        ) : null}
        {/* Below 420 px a mode's back arrow leads home as the logo does: the logo gives the tools their room. */}
        <Link
          to="/"
          className={`min-w-0 items-center gap-3 ${mode ? 'hidden min-[420px]:flex' : 'flex'}`}
          aria-label={t('app.title')}
        >
          {profile?.logoUrl ? (
            <img
              src={profile.logoUrl}
              alt=""
              className="h-10 max-w-28 shrink-0 object-contain"
              data-testid="header-logo"
            />
          ) : (
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-blue-700 text-white">
              <ShieldCheck className="h-6 w-6" aria-hidden />
            </span>
          )}
          {/* Below 420 px the shield alone names the app (the tab title says it), so the tools fit. */}
          <span className="hidden min-w-0 min-[420px]:block">
            {profile?.plantName ? (
              <span
                className="block truncate text-xs font-semibold tracking-wide text-blue-800 uppercase"
                data-testid="header-plant-name"
              >
                {profile.plantName}
              </span>
            ) : null}
            <span
              className="block truncate text-lg leading-tight font-bold text-slate-900"
              data-testid="header-title"
            >
              {t('app.title')}
            </span>
            <span className="hidden truncate text-xs text-slate-600 sm:block" data-testid="header-subtitle">
              {mode ? t(`modes.${mode}.subtitle`) : t('modes.landing.subtitle')}
            </span>
          </span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2" data-testid="header-tools">
          <Link
            to={modePath(toggleTarget)}
            className="flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-slate-300 px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:px-3"
            title={t('header.switchTo', { mode: t(`modes.${toggleTarget}.title`) })}
            data-testid="mode-toggle"
          >
            <ArrowLeftRight className="h-4 w-4" aria-hidden />
            <span className="sr-only lg:not-sr-only">
              {toggleTarget === 'work' ? t('header.toWork') : t('header.to8d')}
            </span>
          </Link>
          <span className="hidden items-center gap-1 rounded-full bg-gradient-to-r from-violet-600 to-blue-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white xl:flex">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            {t('app.aiBadge')}
          </span>
          <CollaborationOverlay />
          {onFeedback ? (
            <button
              type="button"
              onClick={onFeedback}
              title={t('feedback.open')}
              className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg text-amber-700 hover:bg-amber-50 xl:rounded-full xl:border xl:border-amber-300 xl:bg-amber-50 xl:px-3 xl:hover:bg-amber-100 gutter:hidden"
              data-testid="feedback-open-compact"
            >
              <Lightbulb className="h-5 w-5 shrink-0" aria-hidden />
              <span className="sr-only text-sm font-semibold whitespace-nowrap text-amber-900 xl:not-sr-only">
                {t('feedback.open')}
              </span>
            </button>
          ) : null}
          <ConnectionWidget placement="header" />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
