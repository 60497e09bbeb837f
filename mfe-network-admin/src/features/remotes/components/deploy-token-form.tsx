import { type NewRemoteDeployToken, REMOTE_NAMES, type RemoteName, type RemotesOverview } from '@affnet/contracts';
import { Button, type FieldRule, FormTextField, SelectField, useValidatedForm } from '@affnet/ui';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormRefusal, placeRefusal } from '../../../components/form-refusal';
import { useCreateDeployToken } from '../api/create-deploy-token';

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  max-width: 32rem;
`;

const Networks = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 0.5rem 0.75rem;
  label { display: block; }
`;

interface TokenValues {
  name: string;
  remote: RemoteName;
  network_ids: number[];
}

const named: FieldRule<unknown> = (name) => (name.trim() ? null : { key: 'remotes:tokenNameRequired' });

interface DeployTokenFormProps {
  networks: RemotesOverview['networks'];
  onCreated: (token: NewRemoteDeployToken) => void;
}

/** A new team token: its name (the audit log's), its one remote, and perhaps the only networks it may change. */
export function DeployTokenForm({ networks, onCreated }: DeployTokenFormProps) {
  const { t } = useTranslation('remotes');
  const create = useCreateDeployToken();
  const form = useValidatedForm<TokenValues>({
    defaultValues: { name: '', remote: 'mfe_offers', network_ids: [] },
    rules: { name: [named] },
  });
  const { field: only } = useController({ control: form.control, name: 'network_ids' });

  const submit = form.submit(async ({ name, remote, network_ids }) => {
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        remote,
        network_ids: network_ids.length ? network_ids : null,
      });
      // The next token starts afresh, for the same remote.
      form.reset({ name: '', remote, network_ids: [] });
      onCreated(created);
    } catch (error) {
      // Only the name has a message of its own; a refused remote or network list is said above the form.
      placeRefusal(form, error, t, { name: 'name' });
    }
  });
  const toggle = (id: number, checked: boolean) =>
    only.onChange(checked ? [...only.value, id] : only.value.filter((other) => other !== id));

  return (
    <Form onSubmit={submit} noValidate aria-label={t('newTokenTitle')}>
      <FormRefusal form={form} />
      <FormTextField label={t('tokenName')} hint={t('tokenNameHint')} maxLength={60} {...form.field('name')} />
      <SelectField label={t('tokenRemote')} {...form.register('remote')}>
        {REMOTE_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`remote.${name}`)} ({name})
          </option>
        ))}
      </SelectField>
      <Networks>
        <legend>{t('tokenNetworks')}</legend>
        {networks.map((network) => (
          <label key={network.id}>
            <input
              type="checkbox"
              checked={only.value.includes(network.id)}
              onChange={(e) => toggle(network.id, e.target.checked)}
            />{' '}
            {network.name}
          </label>
        ))}
      </Networks>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('createToken')}
        </Button>
      </div>
    </Form>
  );
}
