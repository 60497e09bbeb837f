import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';

export interface AreaRoute {
  /** Absolute path pattern, e.g. '/offers/all' or '/ext/login'. */
  path: string;
  element: ReactNode;
}

/**
 * Picks an area's page by the full path. The host mounts each remote on explicit routes of its own,
 * so a remote matches absolute paths instead of nesting <Routes> of its own.
 */
export function AreaRoutes({ routes, fallback }: { routes: AreaRoute[]; fallback: string }) {
  const { pathname } = useLocation();
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route ? route.element : <Navigate to={fallback} replace />;
}
