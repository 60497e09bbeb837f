import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { BusyIndicator } from '../features/layout/busy-indicator';
import { MainShell } from '../features/layout/main-shell';
import { PublicShell } from '../features/layout/public-shell';
import { RemoteArea } from '../features/remotes/remote-area';
import { RequirePageAccess } from '../features/session/require-page-access';
import { RequireSession } from '../features/session/require-session';
import { MAIN_ROUTES, PUBLIC_PATHS } from './route-table';

function Root() {
  return (
    <>
      <BusyIndicator />
      <Outlet />
    </>
  );
}

/** Spec section 2: the main shell behind the guard (session, then page access), the public shell without it, unknown paths to ''. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        {
          element: <PublicShell />,
          children: PUBLIC_PATHS.map((path) => ({
            path,
            element: <RemoteArea remote="mfe_auth" basePath="" />,
          })),
        },
        {
          path: '/',
          element: (
            <RequireSession>
              <MainShell />
            </RequireSession>
          ),
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            ...MAIN_ROUTES.map((route) => ({
              path: route.path,
              handle: { title: route.title },
              element: (
                <RequirePageAccess>
                  <RemoteArea remote={route.remote} basePath={route.basePath} />
                </RequirePageAccess>
              ),
            })),
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
