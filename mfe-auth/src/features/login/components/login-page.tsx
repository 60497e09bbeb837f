import type { LoginKind } from '@affnet/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthCard } from '../../../components/auth-card';
import { type AuthLink, AuthLinks } from '../../../components/auth-links';
import { Intro } from '../../../components/intro';
import { LoginForm } from './login-form';

/** Deliberately quiet: the platform's own administrators know where to look. */
const AdminLink = styled(Link)`
  display: block;
  margin-top: 1.25rem;
  text-align: right;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;

function linksFor(kind: LoginKind, t: (key: string) => string): AuthLink[] {
  const forgot = { to: '/forgot-password', label: t('link.forgotPassword') };
  const registerNetwork = { to: '/register/network', label: t('link.registerNetwork') };
  if (kind === 'user') return [forgot, { to: '/login/network', label: t('link.networkLogin') }, registerNetwork];
  if (kind === 'network') return [forgot, { to: '/login', label: t('link.userLogin') }, registerNetwork];
  return [forgot, { to: '/login', label: t('link.backToLogin') }];
}

/** /login, /login/network and /login/admin: the same form, titled and linked for its kind of user. */
export function LoginPage({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t(`login.${kind}.title`)}>
      <Intro>{t(`login.${kind}.intro`)}</Intro>
      <LoginForm kind={kind} />
      <AuthLinks links={linksFor(kind, t)} />
      {kind === 'user' ? <AdminLink to="/login/admin">{t('link.admin')}</AdminLink> : null}
    </AuthCard>
  );
}
