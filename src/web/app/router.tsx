import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingScreen } from './landing-screen';
import { LoginRoute } from './login-route';
import { ModeRoute } from './mode-route';
import { NotFoundScreen } from './not-found-screen';
import { SessionGate } from './session-gate';
import { ShellLayout } from './shell/shell-layout';

/**
 * Every mode and tab has its own URL: /<mode>/<tab>; refresh, back and shared links land on it.
 * Declarative mode (not the data router): we load data with TanStack Query, and it keeps the
 * first-screen bundle small.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route element={<SessionGate />}>
          <Route element={<ShellLayout />}>
            <Route index element={<LandingScreen />} />
            <Route path=":mode/:tab?" element={<ModeRoute />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
