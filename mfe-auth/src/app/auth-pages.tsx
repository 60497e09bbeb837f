import { Fragment, type ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { AccountLoginPage } from '../features/external/components/account-login-page';
import { LoginPage } from '../features/login/components/login-page';
import { LogoutPage } from '../features/logout/components/logout-page';
import { NetworkRegistrationPage } from '../features/network-registration/components/network-registration-page';
import { ForgotPasswordPage } from '../features/password/components/forgot-password-page';
import { ResetPasswordPage } from '../features/password/components/reset-password-page';
import { InviteRegistrationPage } from '../features/registration/components/invite-registration-page';

/** Every page of the area by its absolute path; the host mounts the area on each of these. */
export const AUTH_PAGES: readonly { path: string; render: () => ReactElement }[] = [
  { path: '/login', render: () => <LoginPage kind="user" /> },
  { path: '/login/network', render: () => <LoginPage kind="network" /> },
  { path: '/login/admin', render: () => <LoginPage kind="admin" /> },
  { path: '/logout', render: () => <LogoutPage /> },
  { path: '/forgot-password', render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', render: () => <ResetPasswordPage /> },
  { path: '/register/publisher', render: () => <InviteRegistrationPage kind="publisher" /> },
  { path: '/register/advertiser', render: () => <InviteRegistrationPage kind="advertiser" /> },
  { path: '/register/network', render: () => <NetworkRegistrationPage /> },
  { path: '/ext/register', render: () => <InviteRegistrationPage /> },
  { path: '/ext/login', render: () => <AccountLoginPage /> },
];

/**
 * Picks the page for the current path. The host owns the <Routes> these paths come from, so the area
 * matches them itself rather than nesting routes of its own. Anything else goes to /login.
 */
export function AuthPages({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  const page = AUTH_PAGES.find((candidate) => matchPath(candidate.path, path));
  // Keyed by path, so going from one login kind to another starts from an empty form.
  return page ? <Fragment key={page.path}>{page.render()}</Fragment> : <Navigate to="/login" replace />;
}
