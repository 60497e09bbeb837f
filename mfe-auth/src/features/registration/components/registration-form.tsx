import type { RegistrationRequest } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { type FieldRules, useForm } from '../../../hooks/use-form';
import { useSubmit } from '../../../hooks/use-submit';
import { email, LIMITS, maxLength, password, required, sameAs } from '../../../lib/validation-rules';
import type { Invite } from '../api/get-invite';
import { useRegisterAdvertiser } from '../api/register-advertiser';
import { useRegisterPublisher } from '../api/register-publisher';

type RegistrationField = 'name' | 'companyName' | 'email' | 'password' | 'confirm';

const RULES: FieldRules<RegistrationField> = {
  name: [required, maxLength(LIMITS.name)],
  companyName: [required, maxLength(LIMITS.companyName)],
  email: [required, email],
  password: [required, password],
  confirm: [required, sameAs('password')],
};

const SERVER_FIELDS: Record<string, RegistrationField> = {
  name: 'name',
  company_name: 'companyName',
  email: 'email',
  password: 'password',
};

const EMPTY: Record<RegistrationField, string> = { name: '', companyName: '', email: '', password: '', confirm: '' };

/** A publisher's or advertiser's sign-up through an invitation; on success, on to sign-in. */
export function RegistrationForm({ token, kind }: { token: string; kind: Invite['kind'] }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<RegistrationField>(EMPTY, RULES);
  const register = { publisher: useRegisterPublisher(token), advertiser: useRegisterAdvertiser(token) }[kind];
  const { sending, submit } = useSubmit(
    async (request: RegistrationRequest) => {
      await register.mutateAsync(request);
      notifySuccess(t('register.success'));
      navigate('/login', { replace: true });
    },
    { fields: SERVER_FIELDS, show: form.showServerError },
  );
  const send = (values: Record<RegistrationField, string>) =>
    void submit({
      name: values.name.trim(),
      company_name: values.companyName.trim(),
      email: values.email.trim(),
      password: values.password,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      <FormField label={t('field.name')} autoComplete="name" {...form.field('name')} />
      <FormField label={t('field.companyName')} autoComplete="organization" {...form.field('companyName')} />
      <FormField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
      <NewPasswordFields form={form} />
      <SubmitButton label={t('register.submit')} sendingLabel={t('register.sending')} sending={sending} />
    </form>
  );
}
