import { MAX_NAME_LENGTH } from '@affnet/contracts';
import { email, FormTextField, maxLength, password, required, sameAs, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useRegisterNetwork } from '../api/register-network';
import { useNetworkIdAvailability } from '../hooks/use-network-id-availability';
import { networkId } from '../lib/network-id-rule';
import { NetworkIdField } from './network-id-field';

interface NetworkValues {
  networkId: string;
  companyName: string;
  name: string;
  email: string;
  password: string;
  confirm: string;
}

const RULES = {
  networkId: [required, networkId],
  companyName: [required, maxLength(MAX_NAME_LENGTH)],
  name: [required, maxLength(MAX_NAME_LENGTH)],
  email: [required, email],
  password: [required, password],
  confirm: [required, sameAs<NetworkValues>('password')],
};

const SERVER_FIELDS = {
  network_id: 'networkId',
  company_name: 'companyName',
  name: 'name',
  email: 'email',
  password: 'password',
} as const;

const EMPTY: NetworkValues = { networkId: '', companyName: '', name: '', email: '', password: '', confirm: '' };

/** Self-service sign-up of a new network and its owner; `onRegistered` gets the message to show. */
export function NetworkRegistrationForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm<NetworkValues>({ defaultValues: EMPTY, rules: RULES, serverFields: SERVER_FIELDS });
  const typedId = form.watch('networkId');
  const availability = useNetworkIdAvailability(typedId);
  const taken = availability === 'taken';
  const registerNetwork = useRegisterNetwork();
  const send = async (values: NetworkValues) => {
    if (taken) return;
    await registerNetwork.mutateAsync({
      network_id: values.networkId,
      company_name: values.companyName.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    onRegistered(t('network.registered'));
  };

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <NetworkIdField typed={typedId} availability={availability} {...form.field('networkId')} />
      <FormTextField
        label={t('field.companyName')}
        autoComplete="organization"
        required
        {...form.field('companyName')}
      />
      <FormTextField label={t('field.ownerName')} autoComplete="name" required {...form.field('name')} />
      <FormTextField label={t('field.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <NewPasswordFields form={form} />
      <SubmitButton
        label={t('network.submit')}
        sendingLabel={t('network.sending')}
        sending={form.sending}
        disabled={taken}
      />
    </form>
  );
}
