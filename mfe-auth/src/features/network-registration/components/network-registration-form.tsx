import type { NetworkRegistrationRequest } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { type FieldRules, useForm } from '../../../hooks/use-form';
import { useSubmit } from '../../../hooks/use-submit';
import { email, LIMITS, maxLength, networkId, password, required, sameAs } from '../../../lib/validation-rules';
import { useRegisterNetwork } from '../api/register-network';
import { useNetworkIdAvailability } from '../hooks/use-network-id-availability';
import { NetworkIdField } from './network-id-field';

type NetworkField = 'networkId' | 'companyName' | 'name' | 'email' | 'password' | 'confirm';

const RULES: FieldRules<NetworkField> = {
  networkId: [required, networkId],
  companyName: [required, maxLength(LIMITS.companyName)],
  name: [required, maxLength(LIMITS.name)],
  email: [required, email],
  password: [required, password],
  confirm: [required, sameAs('password')],
};

const SERVER_FIELDS: Record<string, NetworkField> = {
  network_id: 'networkId',
  company_name: 'companyName',
  name: 'name',
  email: 'email',
  password: 'password',
};

const EMPTY: Record<NetworkField, string> = {
  networkId: '',
  companyName: '',
  name: '',
  email: '',
  password: '',
  confirm: '',
};

/** Self-service sign-up of a new network and its owner; `onRegistered` gets the message to show. */
export function NetworkRegistrationForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<NetworkField>(EMPTY, RULES);
  const availability = useNetworkIdAvailability(form.values.networkId);
  const taken = availability === 'taken';
  const registerNetwork = useRegisterNetwork();
  const { sending, submit } = useSubmit(
    async (request: NetworkRegistrationRequest) => {
      await registerNetwork.mutateAsync(request);
      onRegistered(t('network.registered'));
    },
    { fields: SERVER_FIELDS, show: form.showServerError },
  );
  const send = (values: Record<NetworkField, string>) => {
    if (taken) return;
    void submit({
      network_id: values.networkId,
      company_name: values.companyName.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };
  const idField = form.field('networkId');

  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      <NetworkIdField
        name={idField.name}
        value={idField.value}
        error={idField.error}
        onBlur={idField.onBlur}
        availability={availability}
        onChange={(value) => form.setValue('networkId', value)}
      />
      <FormField label={t('field.companyName')} autoComplete="organization" {...form.field('companyName')} />
      <FormField label={t('field.ownerName')} autoComplete="name" {...form.field('name')} />
      <FormField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
      <NewPasswordFields form={form} />
      <SubmitButton
        label={t('network.submit')}
        sendingLabel={t('network.sending')}
        sending={sending}
        disabled={taken}
      />
    </form>
  );
}
