import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { RequireSession } from '@/features/auth/require-session';
import { onUnauthorized } from '@/lib/session';
import { can, useStaff } from '@/lib/staff';
import { HomeScreen } from './home-screen';
import { ConsoleLayout, type ConsoleLayoutProps } from './layout';
import { SCREENS, type Screen } from './screens';
import { NotFoundScreen, RequirePermission } from './status-screens';

/** A refused session (401 `staff_unauthorized` on any call) drops what was loaded and returns to /login. */
const SessionWatcher = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
};

const guarded = (screen: Screen) =>
  screen.permission ? <RequirePermission permission={screen.permission}>{screen.element}</RequirePermission> : screen.element;

export type ConsoleRoutesProps = Pick<ConsoleLayoutProps, 'onLogout'> & { screens?: readonly Screen[] };

/** The console's routes under /console: the login, and every screen inside the shell (screens.tsx). */
export const ConsoleRoutes = ({ onLogout, screens = SCREENS }: ConsoleRoutesProps) => {
  const staff = useStaff();
  const home = screens.find((s) => s.path === '/');
  return (
    <>
      <SessionWatcher />
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route
          path="/"
          element={
            <RequireSession>
              <ConsoleLayout onLogout={onLogout} routes={new Set(screens.map((s) => s.path))} />
            </RequireSession>
          }
        >
          <Route index element={home && can(staff, home.permission) ? guarded(home) : <HomeScreen />} />
          {screens
            .filter((s) => s.path !== '/')
            .map((screen) => (
              <Route key={screen.path} path={screen.path} element={guarded(screen)} />
            ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </>
  );
};
