import { userMessage } from '@affnet/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { AuthLinks } from '../../../components/auth-links';
import { PageSpinner } from '../../../components/page-spinner';
import { Problem } from '../../../components/problem';
import { type Invite, useInvite } from '../api/get-invite';
import { RegistrationForm } from './registration-form';

/**
 * /register/publisher, /register/advertiser and /ext/register (?token=...): checks the invitation, then
 * shows the sign-up form. Without a fixed `kind`, the invitation decides which account is created.
 */
export function InviteRegistrationPage({ kind }: { kind?: Invite['kind'] }) {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') || null;
  const invite = useInvite(token);
  const toLogin = [{ to: '/login', label: t('link.haveAccount') }];

  let title = t('register.heading');
  let content: ReactNode;
  if (!token) content = <Problem message={t('register.invalid')} links={toLogin} />;
  else if (invite.status === 'error') content = <Problem message={userMessage(invite.error, t)} links={toLogin} />;
  else if (invite.status === 'success') {
    const accountKind = kind ?? invite.data.kind;
    if (accountKind !== invite.data.kind) content = <Problem message={t('register.invalid')} links={toLogin} />;
    else {
      title = t(`register.title.${accountKind}`, { company: invite.data.company_name });
      content = (
        <>
          <RegistrationForm token={token} kind={accountKind} />
          <AuthLinks links={toLogin} />
        </>
      );
    }
  } else content = <PageSpinner label={t('register.checking')} />;

  return <AuthCard title={title}>{content}</AuthCard>;
}
