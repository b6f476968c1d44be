import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from '../lib/router';
import { PageSpinner } from '../components/ui/spinner';
import { useDocumentTitle } from '../lib/document-title';
import { useScrollEdges } from '../lib/use-scroll-edges';
import { isModeId, MODES, type ModeId, modePath } from './modes';
import { NotFoundScreen } from './not-found-screen';

// Each mode is its own lazy chunk: the login and landing screens never download them.
const MODE_SCREENS: Record<ModeId, ComponentType<{ tab: string }>> = {
  '8d': lazy(() => import('../features/analyses/analyses-mode')),
  work: lazy(() => import('../features/tasks/tasks-mode')),
  calculations: lazy(() => import('../features/capability/capability-mode')),
  'reverse-fmea': lazy(() => import('../features/reverse-fmea/reverse-fmea-mode')),
  'ai-auditor': lazy(() => import('../features/ai-auditor/ai-auditor-mode')),
};
// 'Ayarlar' is the same screen in every mode.
const SettingsScreen = lazy(() => import('./settings-page'));
// The reporting dashboard is its own feature (also shown on the landing screen), under calculations.
const PowerBiDashboard = lazy(() => import('../features/powerbi/powerbi-dashboard'));

// A tab bar wider than the phone fades at the side where more tabs are, so it shows that it scrolls.
const FADE = {
  none: '',
  after: '[mask-image:linear-gradient(to_right,black_80%,transparent)]',
  before: '[mask-image:linear-gradient(to_left,black_80%,transparent)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_15%,black_85%,transparent)]',
};

export function ModeRoute() {
  const { mode, tab } = useParams();
  const { t } = useTranslation();
  const tabBar = useRef<HTMLElement>(null);
  const edges = useScrollEdges(tabBar);
  const fade = edges.before ? (edges.after ? 'both' : 'before') : edges.after ? 'after' : 'none';
  const known = isModeId(mode) && tab !== undefined && (MODES[mode].tabs as readonly string[]).includes(tab);
  // An unknown mode or tab names nothing here: the not-found screen sets its own title.
  useDocumentTitle(...(known ? [t(`modes.${mode}.tabs.${tab}`), t(`modes.${mode}.title`)] : []));
  if (!isModeId(mode)) return <NotFoundScreen />;
  const tabs: readonly string[] = MODES[mode].tabs;
  if (!tab) return <Navigate to={modePath(mode)} replace />;
  if (!tabs.includes(tab)) return <NotFoundScreen />;
  const Screen =
    tab === 'settings' ? SettingsScreen : tab === 'powerbi' ? PowerBiDashboard : MODE_SCREENS[mode];
  return (
    <div>
      <nav
        ref={tabBar}
        aria-label={t(`modes.${mode}.title`)}
        className={`relative mb-4 snap-x snap-mandatory overflow-x-auto sm:mb-6 ${FADE[fade]}`}
        data-testid="mode-tabs"
        data-fade={fade}
      >
        <ul
          className="flex min-w-max gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
          role="tablist"
        >
          {tabs.map((id) => (
            <li key={id} className="snap-start">
              <NavLink
                to={modePath(mode, id)}
                role="tab"
                aria-selected={id === tab}
                className={({ isActive }) =>
                  `flex min-h-10 items-center rounded-lg px-4 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {t(`modes.${mode}.tabs.${id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageSpinner label={t('app.loading')} />}>
        <Screen tab={tab} />
      </Suspense>
    </div>
  );
}
