import { readCurrentUser, saveReturnPath, useSession } from '@affnet/core';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { checkSession } from './check-session';
import { lastLoginUrl } from './last-login-url';

/** The guard of the main shell: runs on every guarded route and reloads the permissions each time. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Checked once per navigation, so wiping the session below does not turn a wipe into a second verdict.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  const verdict = useMemo(() => checkSession(readCurrentUser(), window.location.host), [location.pathname]);

  useLayoutEffect(() => {
    if (verdict === 'pass') useSession.getState().reloadPermissions();
    // Silent (spec section 8): the session of another network's domain is wiped, with no message.
    else if (verdict === 'domain-mismatch') useSession.getState().signOut();
    else saveReturnPath(location.pathname + location.search);
  }, [verdict, location.pathname, location.search]);

  if (verdict === 'domain-mismatch') return <Navigate to="/login" replace />;
  if (verdict === 'signed-out') return <Navigate to={lastLoginUrl()} replace />;
  return <>{children}</>;
}
