import { takeReturnPathFor, useSession } from '@affnet/core';
import { email, FormTextField, required, useValidatedForm } from '@affnet/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/submit-button';
import { type LoginKind, login } from '../api/login';
import { otherSignInPage, type SignInPage } from '../lib/other-sign-in-page';
import type { LoginHandOver, LoginValues } from './login-hand-over';
import { OtherSignInHint } from './other-sign-in-hint';

/** The password is only required here: accounts older than today's password rule must still sign in. */
const RULES = { email: [required, email], password: [required] };

const SERVER_FIELDS = {
  email: 'email',
  password: 'password',
  'userDetails.email': 'email',
  'userDetails.password': 'password',
} as const;

/**
 * The live login form (react-hook-form): email and password for one of the three login paths; on success the session
 * starts and the user goes on. It takes over from LoginForm what was typed, the focus and a submit.
 */
export function LiveLoginForm({ kind, handOver }: { kind: LoginKind; handOver: LoginHandOver }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useValidatedForm<LoginValues>({
    defaultValues: handOver.values,
    rules: RULES,
    serverFields: SERVER_FIELDS,
  });
  const element = useRef<HTMLFormElement>(null);
  // Before the browser takes the next key: the focus must already be on the live input.
  useLayoutEffect(() => {
    if (element.current) handOver.resume(element.current);
  }, [handOver]);
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
    <form ref={element} noValidate onSubmit={form.submit(signIn)}>
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
