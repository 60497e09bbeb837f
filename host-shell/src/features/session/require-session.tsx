import { clearSession, readCurrentUser, saveReturnPath, useSession } from '@affnet/store';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { checkSession } from './check-session';
import { lastLoginUrl } from './last-login-url';

/** The guard of the main shell: runs on every guarded route and reloads the permissions each time. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [verdict, setVerdict] = useState(() => checkSession(readCurrentUser(), window.location.host));

  // Runs again on every navigation: the guard and the permission reload belong to each guarded route.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useLayoutEffect(() => {
    const result = checkSession(readCurrentUser(), window.location.host);
    if (result === 'pass') useSession.getState().reloadPermissions();
    setVerdict(result);
  }, [location.pathname]);

  if (verdict === 'domain-mismatch') {
    // Silent (spec section 8): the session of another network's domain is wiped, no message.
    clearSession();
    useSession.getState().signOut();
    return <Navigate to="/login" replace />;
  }
  if (verdict === 'signed-out') {
    saveReturnPath(location.pathname + location.search);
    return <Navigate to={lastLoginUrl()} replace />;
  }
  return <>{children}</>;
}
