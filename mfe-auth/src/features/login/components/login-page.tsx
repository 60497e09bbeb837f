import { type Translate, useTheme } from '@affnet/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthCard } from '../../../components/auth-card';
import { type AuthLink, AuthLinks } from '../../../components/auth-links';
import { Intro } from '../../../components/intro';
import type { LoginKind } from '../api/login';
import { LoginForm } from './login-form';

/** Deliberately quiet: the platform's own administrators know where to look. */
const AdminLink = styled(Link)`
  display: block;
  margin-top: 1.25rem;
  text-align: right;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;

/**
 * The links under the form. Registering a network and the admin sign-in belong to the platform's own domain; a
 * network's branded domain (`tenant`) offers only what its own people need.
 */
function linksFor(kind: LoginKind, tenant: boolean, t: Translate): AuthLink[] {
  const forgot = { to: '/forgot-password', label: t('link.forgotPassword') };
  const registerNetwork = tenant ? [] : [{ to: '/register/network', label: t('link.registerNetwork') }];
  if (kind === 'user') return [forgot, { to: '/login/network', label: t('link.networkLogin') }, ...registerNetwork];
  if (kind === 'network') return [forgot, { to: '/login', label: t('link.userLogin') }, ...registerNetwork];
  return [forgot, { to: '/login', label: t('link.backToLogin') }];
}

/** /login, /login/network and /login/admin: the same form, titled and linked for its kind of user. */
export function LoginPage({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  // The host's branding names a network when this is one of its domains, none on the platform's own.
  const tenant = useTheme((s) => s.brand.networkId !== null);
  return (
    <AuthCard title={t(`login.${kind}.title`)}>
      <Intro>{t(`login.${kind}.intro`)}</Intro>
      <LoginForm key={kind} kind={kind} />
      <AuthLinks links={linksFor(kind, tenant, t)} />
      {kind === 'user' && !tenant ? <AdminLink to="/login/admin">{t('link.admin')}</AdminLink> : null}
    </AuthCard>
  );
}
