import { notifyError, signOut, userMessage } from '@affnet/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PageSpinner } from '../../../components/page-spinner';
import { useAsync } from '../../../hooks/use-async';

/** /logout: the session is gone locally at once; the server is told, then the user lands on /login. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = useAsync('logout', signOut);

  useEffect(() => {
    if (state.status === 'loading' || state.status === 'idle') return;
    // Signed out locally whatever the server says; its failure is only worth a note.
    if (state.status === 'failed') notifyError(userMessage(state.error, t));
    navigate('/login', { replace: true });
  }, [state, navigate, t]);

  return (
    <AuthCard title={t('logout.title')}>
      <PageSpinner label={t('logout.progress')} />
    </AuthCard>
  );
}
