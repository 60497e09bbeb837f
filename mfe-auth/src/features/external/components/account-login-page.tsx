import { ACCOUNT_LOGIN_TYPE } from '@affnet/contracts';
import { userMessage, useSession } from '@affnet/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PageSpinner } from '../../../components/page-spinner';
import { Problem } from '../../../components/problem';
import { useAccountLogin } from '../api/account-login';

/** /ext/login?accountToken=...: the sign-in hand-off from an external site, straight on to the dashboard. */
export function AccountLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('accountToken') || null;
  const handOff = useAccountLogin(token);

  useEffect(() => {
    if (handOff.status !== 'success' || !token) return;
    const user = handOff.data;
    // The host's guard lets an account session through only with both fields; the token is the one just used.
    useSession.getState().signIn({
      ...user,
      loginType: user.loginType ?? ACCOUNT_LOGIN_TYPE,
      accountToken: user.accountToken ?? token,
    });
    navigate('/dashboard', { replace: true });
  }, [handOff.status, handOff.data, token, navigate]);

  const toLogin = [{ to: '/login', label: t('link.backToLogin') }];
  let content: ReactNode;
  if (!token) content = <Problem message={t('ext.missingToken')} links={toLogin} />;
  else if (handOff.status === 'error') content = <Problem message={userMessage(handOff.error, t)} links={toLogin} />;
  else content = <PageSpinner label={t('ext.signingIn')} />;

  return <AuthCard title={t('ext.title')}>{content}</AuthCard>;
}
