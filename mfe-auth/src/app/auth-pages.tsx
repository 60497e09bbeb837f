import { Fragment, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { LoginPage } from '../features/login/components/login-page';
import { lazyPage } from './lazy-page';

// The sign-in pages are the first screen: they come with the exposed module. Every other page loads when opened.
const LogoutPage = lazyPage(() => import('../features/logout/components/logout-page').then((m) => m.LogoutPage), {
  queries: false,
});
const ForgotPasswordPage = lazyPage(() =>
  import('../features/password/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/password/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const InviteRegistrationPage = lazyPage(() =>
  import('../features/registration/components/invite-registration-page').then((m) => m.InviteRegistrationPage),
);
const NetworkRegistrationPage = lazyPage(() =>
  import('../features/network-registration/components/network-registration-page').then(
    (m) => m.NetworkRegistrationPage,
  ),
);
const AccountLoginPage = lazyPage(() =>
  import('../features/external/components/account-login-page').then((m) => m.AccountLoginPage),
);

/**
 * Every page of the area by its absolute path; the host mounts the area on each of these. The pages that come with
 * the exposed module are drawn by the server too (`drawnByServer`, see server-render/render-first-screen.tsx).
 */
export const AUTH_PAGES: readonly { path: string; render: () => ReactElement; drawnByServer?: true }[] = [
  { path: '/login', render: () => <LoginPage kind="user" />, drawnByServer: true },
  { path: '/login/network', render: () => <LoginPage kind="network" />, drawnByServer: true },
  { path: '/login/admin', render: () => <LoginPage kind="admin" />, drawnByServer: true },
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
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  const page = AUTH_PAGES.find((candidate) => matchPath(candidate.path, path));
  if (!page) return <Navigate to="/login" replace />;
  // Keyed by path, so going from one login kind to another starts from an empty form.
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <Fragment key={page.path}>{page.render()}</Fragment>
    </Suspense>
  );
}
