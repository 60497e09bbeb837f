import { userMessage } from '@affnet/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { AuthLinks } from '../../../components/auth-links';
import { Intro } from '../../../components/intro';
import { PageSpinner } from '../../../components/page-spinner';
import { Problem } from '../../../components/problem';
import { useResetLinkCheck } from '../api/check-reset-link';
import { NewPasswordForm } from './new-password-form';

/** /reset-password?link=...: checks the emailed link, then asks for the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const link = useSearchParams()[0].get('link') || null;
  const check = useResetLinkCheck(link);
  const requestNew = [{ to: '/forgot-password', label: t('link.requestNewLink') }];

  let content: ReactNode;
  if (!link) content = <Problem message={t('reset.missingLink')} links={requestNew} />;
  else if (check.status === 'error') content = <Problem message={userMessage(check.error, t)} links={requestNew} />;
  else if (check.status === 'success') {
    content = (
      <>
        <Intro>{t('reset.for', { email: check.data.payload?.email ?? '' })}</Intro>
        <NewPasswordForm link={link} />
        <AuthLinks links={[{ to: '/login', label: t('link.backToLogin') }]} />
      </>
    );
  } else content = <PageSpinner label={t('reset.checking')} />;

  return <AuthCard title={t('reset.title')}>{content}</AuthCard>;
}
