import { takeReturnPathFor, useSession } from '@affnet/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { type FieldRules, useForm } from '../../../hooks/use-form';
import { useSubmit } from '../../../hooks/use-submit';
import { email, required } from '../../../lib/validation-rules';
import { type LoginKind, login } from '../api/login';
import { otherSignInPage, type SignInPage } from '../lib/other-sign-in-page';
import { OtherSignInHint } from './other-sign-in-hint';

type LoginField = 'email' | 'password';

// The password is only required here: accounts older than today's password rule must still sign in.
const RULES: FieldRules<LoginField> = { email: [required, email], password: [required] };

const SERVER_FIELDS: Record<string, LoginField> = {
  email: 'email',
  password: 'password',
  'userDetails.email': 'email',
  'userDetails.password': 'password',
};

/** Email and password for one of the three login paths; on success the session starts and the user goes on. */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<LoginField>({ email: '', password: '' }, RULES);
  const [otherPage, setOtherPage] = useState<SignInPage | null>(null);
  const { sending, submit } = useSubmit(
    async (values: Record<LoginField, string>) => {
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
    },
    { fields: SERVER_FIELDS, show: form.showServerError },
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
      <FormField label={t('field.email')} type="email" autoComplete="username" {...form.field('email')} />
      <FormField
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      {otherPage ? <OtherSignInHint page={otherPage} /> : null}
      <SubmitButton label={t('login.submit')} sendingLabel={t('login.sending')} sending={sending} />
    </form>
  );
}
