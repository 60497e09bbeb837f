import { Alert } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { AuthLinks } from '../../../components/auth-links';
import { Intro } from '../../../components/intro';
import { NetworkRegistrationForm } from './network-registration-form';

/** /register/network: a new tenant signs up; afterwards that it worked and the way to sign in. */
export function NetworkRegistrationPage() {
  const { t } = useTranslation('auth');
  const [answer, setAnswer] = useState<string | null>(null);
  if (answer) {
    return (
      <AuthCard title={t('network.doneTitle')}>
        <Alert $tone="success" role="status">
          {answer}
        </Alert>
        <AuthLinks links={[{ to: '/login/network', label: t('link.networkSignIn') }]} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('network.title')}>
      <Intro>{t('network.intro')}</Intro>
      <NetworkRegistrationForm onRegistered={setAnswer} />
      <AuthLinks links={[{ to: '/login/network', label: t('link.haveNetwork') }]} />
    </AuthCard>
  );
}
