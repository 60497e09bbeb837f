import { type AreaDeclaration, DASHBOARD_PATH, pathMatches } from '@affnet/contracts';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { mountsOf } from '../features/areas/declared-areas';
import { BusyIndicator } from '../features/layout/busy-indicator';
import { PublicShell } from '../features/layout/public-shell';
import { RouteSpinner } from '../features/layout/route-spinner';
import { RemoteArea } from '../features/remotes/remote-area';
import { RequirePageAccess } from '../features/session/require-page-access';
import { RequireSession } from '../features/session/require-session';
import { UnknownPath } from '../features/session/unknown-path';
import { onDemand } from './on-demand';

/**
 * The signed-in shell comes with the first signed-in page, not with the sign-in page. A page opened signed in starts
 * loading it at once (bootstrap.tsx), beside its area, instead of when the router first renders it.
 */
export const mainShell = onDemand(() => import(/* webpackChunkName: "main-shell" */ '../features/layout/main-shell'));

function MainShell() {
  const Shell = mainShell.component();
  return <Shell />;
}

function Root() {
  return (
    <>
      <BusyIndicator />
      <Outlet />
    </>
  );
}

/**
 * Spec section 2, from what the loaded areas declare: their public pages in the public shell without a guard, their
 * main pages behind the guard (session, then page access), unknown paths to ''. A remote whose release declares no
 * area has no route here: its paths are unknown paths.
 */
export function routesOf(areas: readonly AreaDeclaration[]): RouteObject[] {
  const main = mountsOf(areas, 'main');
  const hasDashboard = main.some((mount) => pathMatches(`/${mount.path}`, DASHBOARD_PATH));
  return [
    {
      element: <Root />,
      children: [
        {
          element: <PublicShell />,
          children: mountsOf(areas, 'public').map((mount) => ({
            path: mount.path,
            element: <RemoteArea remote={mount.remote} basePath={mount.basePath} />,
          })),
        },
        {
          path: '/',
          element: (
            <RequireSession>
              <Suspense fallback={<RouteSpinner />}>
                <MainShell />
              </Suspense>
            </RequireSession>
          ),
          children: [
            { index: true, element: hasDashboard ? <Navigate to={DASHBOARD_PATH} replace /> : null },
            ...main.map((mount) => ({
              path: mount.path,
              element: (
                <RequirePageAccess>
                  <RemoteArea remote={mount.remote} basePath={mount.basePath} />
                </RequirePageAccess>
              ),
            })),
          ],
        },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

/** The routes of the loaded areas; rebuilt when another release's area arrives. */
export function AreaRoutes({ areas }: { areas: readonly AreaDeclaration[] }) {
  const routes = useMemo(() => routesOf(areas), [areas]);
  return useRoutes(routes);
}
