import { Alert } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { AuthLinks } from '../../../components/auth-links';
import { Intro } from '../../../components/intro';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password: an email address in, the server's "check your mail" answer out. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <AuthCard title={t('forgot.title')}>
      {answer ? (
        <Alert $tone="success" role="status">
          {answer}
        </Alert>
      ) : (
        <>
          <Intro>{t('forgot.intro')}</Intro>
          <ForgotPasswordForm onSent={setAnswer} />
        </>
      )}
      <AuthLinks links={[{ to: '/login', label: t('link.backToLogin') }]} />
    </AuthCard>
  );
}
