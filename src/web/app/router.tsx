import { Route, Switch } from 'wouter';
import { LandingScreen } from './landing-screen';
import { LoginRoute } from './login-route';
import { ModeRoute } from './mode-route';
import { NotFoundScreen } from './not-found-screen';
import { SessionGate } from './session-gate';
import { ShellLayout } from './shell/shell-layout';

/** Every mode and tab has its own URL: /<mode>/<tab>; refresh, back and shared links land on it. */
export function AppRoutes() {
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
