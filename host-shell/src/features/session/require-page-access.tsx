import { canOpen } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useAreas } from '../areas/areas-store';

/** Shown rarely (a typed or shared link): its code and words come when it is. */
const PageNotAvailable = lazy(() =>
  import(/* webpackChunkName: "page-not-available" */ './page-not-available').then((m) => ({
    default: m.PageNotAvailable,
  })),
);

/**
 * The page check, after the session check: a page the user's permissions do not open (as the loaded areas declare
 * their pages) is not loaded at all, so it never asks the server, whose 403 would end the session; a clear page
 * says so instead.
 */
export function RequirePageAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.permissions);
  const pages = useAreas((s) => s.pages);
  if (canOpen(pathname, permissions, pages)) return children;
  return (
    <Suspense fallback={null}>
      <PageNotAvailable />
    </Suspense>
  );
}
