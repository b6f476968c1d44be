import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { LandingScreen } from './landing-screen';
import { LoginRoute } from './login-route';
import { ModeRoute } from './mode-route';
import { NotFoundScreen } from './not-found-screen';
import { SessionGate } from './session-gate';
import { ShellLayout } from './shell/shell-layout';

// The account screen is its own lazy chunk, like the modes.
const AccountPage = lazy(() => import('../features/account/account-page'));

/** Every mode and tab has its own URL: /<mode>/<tab>; refresh, back and shared links land on it. */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Switch>
      <Route path="/login">
        <LoginRoute />
      </Route>
      <Route>
        <SessionGate>
          <ShellLayout>
            <Switch>
              <Route path="/">
                <LandingScreen />
              </Route>
              <Route path="/account">
                <Suspense fallback={<PageSpinner label={t('app.loading')} />}>
                  <AccountPage />
                </Suspense>
              </Route>
              <Route path="/:mode/:tab?">
                <ModeRoute />
              </Route>
              <Route>
                <NotFoundScreen />
              </Route>
            </Switch>
          </ShellLayout>
        </SessionGate>
      </Route>
    </Switch>
  );
}
