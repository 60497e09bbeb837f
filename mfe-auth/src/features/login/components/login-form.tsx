import { takeReturnPathFor, useSession } from '@affnet/core';
import { email, FormTextField, required, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/submit-button';
import { type LoginKind, login } from '../api/login';
import { otherSignInPage, type SignInPage } from '../lib/other-sign-in-page';
import { OtherSignInHint } from './other-sign-in-hint';

interface LoginValues {
  email: string;
  password: string;
}

/** The password is only required here: accounts older than today's password rule must still sign in. */
const RULES = { email: [required, email], password: [required] };

const SERVER_FIELDS = {
  email: 'email',
  password: 'password',
  'userDetails.email': 'email',
  'userDetails.password': 'password',
} as const;

/** Email and password for one of the three login paths; on success the session starts and the user goes on. */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useValidatedForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    rules: RULES,
    serverFields: SERVER_FIELDS,
  });
  const [otherPage, setOtherPage] = useState<SignInPage | null>(null);
  const signIn = async (values: LoginValues) => {
    setOtherPage(null);
    try {
      const user = await login(kind, { email: values.email.trim(), password: values.password });
      useSession.getState().signIn(user);
      navigate(takeReturnPathFor(useSession.getState().permissions), { replace: true });
    } catch (error) {
      const page = otherSignInPage(error);
      if (!page) throw error;
      // Right credentials, wrong page: say which page is his rather than a bare refusal.
      setOtherPage(page);
    }
  };

  return (
    <form noValidate onSubmit={form.submit(signIn)}>
      <FormTextField label={t('field.email')} type="email" autoComplete="username" required {...form.field('email')} />
      <FormTextField
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {otherPage ? <OtherSignInHint page={otherPage} /> : null}
      <SubmitButton label={t('login.submit')} sendingLabel={t('login.sending')} sending={form.sending} />
    </form>
  );
}
