import { BarChart3, Lock, RefreshCw, Zap } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../lib/router';
import { MODE_ORDER, MODES, modePath } from './modes';
import { PageSpinner } from '../components/ui/spinner';
import { useDocumentTitle } from '../lib/document-title';

// Its own lazy chunk with powerbi-client: the landing screen downloads it only when it is opened.
const PowerBiDashboard = lazy(() => import('../features/powerbi/powerbi-dashboard'));

const VALUES = [
  { key: 'fast', Icon: Zap },
  { key: 'secure', Icon: Lock },
  { key: 'improve', Icon: RefreshCw },
] as const;

/** 'Hangi modda çalışmak istersiniz?': five mode cards, the dashboard toggle, value cards, footer. */
export function LandingScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const dashboardVisible = params.get('dashboard') === '1';
  // The home screen is the application itself: its title is the application name alone (or the open dashboard's).
  useDocumentTitle(dashboardVisible ? t('modes.calculations.tabs.powerbi') : null);

  return (
    <div>
      <section className="mb-8 text-center">
        <span className="inline-flex items-center rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-800">
          {t('app.platformBadge')}
        </span>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t('landing.question')}</h1>
        <p className="mx-auto mt-2 max-w-2xl text-sm text-slate-600">{t('landing.intro')}</p>
      </section>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="mode-cards">
        {MODE_ORDER.map((mode) => {
          const { icon: Icon, color } = MODES[mode];
          return (
            <li key={mode}>
              <Link
                to={modePath(mode)}
                data-mode={mode}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span
                  className={`mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br ${color} text-white`}
                >
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <span className="text-lg font-semibold text-slate-900 group-hover:text-blue-800">
                  {t(`modes.${mode}.title`)}
                </span>
                <span className="mt-1 text-sm text-slate-600">{t(`modes.${mode}.description`)}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            onClick={() => setParams(dashboardVisible ? {} : { dashboard: '1' })}
            aria-pressed={dashboardVisible}
            aria-controls={dashboardVisible ? 'dashboard-panel' : undefined}
            data-testid="dashboard-toggle"
            className="flex h-full w-full flex-col rounded-2xl border border-dashed border-amber-300 bg-amber-50 p-5 text-left hover:bg-amber-100"
          >
            <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-amber-500 text-white">
              <BarChart3 className="h-6 w-6" aria-hidden />
            </span>
            <span className="text-lg font-semibold text-slate-900">
              {dashboardVisible ? t('landing.hideDashboard') : t('landing.startDashboard')}
            </span>
            <span className="mt-1 text-sm text-slate-600">{t('landing.dashboardCard')}</span>
          </button>
        </li>
      </ul>
      {dashboardVisible ? (
        <div id="dashboard-panel" className="mt-6" data-testid="dashboard-panel">
          <Suspense fallback={<PageSpinner label={t('app.loading')} />}>
            <PowerBiDashboard />
          </Suspense>
        </div>
      ) : null}
      <section className="mt-10 grid grid-cols-1 gap-4 md:grid-cols-3">
        {VALUES.map(({ key, Icon }) => (
          <div key={key} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
            <Icon className="mx-auto h-8 w-8 text-blue-700" aria-hidden />
            <h2 className="mt-2 font-semibold text-slate-900">{t(`landing.values.${key}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-600">{t(`landing.values.${key}.text`)}</p>
          </div>
        ))}
      </section>
      <footer className="mt-10 border-t border-slate-200 pt-6 text-center text-xs text-slate-600">
        <p>{t('landing.footer', { year: new Date().getFullYear() })}</p>
        <p className="mt-1">{t('landing.credit')}</p>
      </footer>
    </div>
  );
}
