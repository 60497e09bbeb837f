import { MAX_NAME_LENGTH } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { email, FormTextField, maxLength, password, required, sameAs, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import type { Invite } from '../api/get-invite';
import { useRegisterAdvertiser } from '../api/register-advertiser';
import { useRegisterPublisher } from '../api/register-publisher';

interface RegistrationValues {
  name: string;
  companyName: string;
  email: string;
  password: string;
  confirm: string;
}

const RULES = {
  name: [required, maxLength(MAX_NAME_LENGTH)],
  companyName: [required, maxLength(MAX_NAME_LENGTH)],
  email: [required, email],
  password: [required, password],
  confirm: [required, sameAs<RegistrationValues>('password')],
};

const SERVER_FIELDS = { name: 'name', company_name: 'companyName', email: 'email', password: 'password' } as const;

const EMPTY: RegistrationValues = { name: '', companyName: '', email: '', password: '', confirm: '' };

/** A publisher's or advertiser's sign-up through an invitation; on success, on to sign-in. */
export function RegistrationForm({ token, kind }: { token: string; kind: Invite['kind'] }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useValidatedForm<RegistrationValues>({
    defaultValues: EMPTY,
    rules: RULES,
    serverFields: SERVER_FIELDS,
  });
  const register = { publisher: useRegisterPublisher(token), advertiser: useRegisterAdvertiser(token) }[kind];
  const send = async (values: RegistrationValues) => {
    await register.mutateAsync({
      name: values.name.trim(),
      company_name: values.companyName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    notifySuccess(t('register.success'));
    navigate('/login', { replace: true });
  };

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <FormTextField label={t('field.name')} autoComplete="name" required {...form.field('name')} />
      <FormTextField
        label={t('field.companyName')}
        autoComplete="organization"
        required
        {...form.field('companyName')}
      />
      <FormTextField label={t('field.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <NewPasswordFields form={form} />
      <SubmitButton label={t('register.submit')} sendingLabel={t('register.sending')} sending={form.sending} />
    </form>
  );
}
