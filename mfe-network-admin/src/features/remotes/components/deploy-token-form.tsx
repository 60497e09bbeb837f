import { type NewRemoteDeployToken, REMOTE_NAMES, type RemoteName, type RemotesOverview } from '@affnet/contracts';
import { formFailure } from '@affnet/core';
import { Alert, Button, SelectField, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

type Field = 'name' | 'remote' | 'network_ids';

interface DeployTokenFormProps {
  networks: RemotesOverview['networks'];
  onCreated: (token: NewRemoteDeployToken) => void;
}

/** A new team token: its name (the audit log's), its one remote, and perhaps the only networks it may change. */
export function DeployTokenForm({ networks, onCreated }: DeployTokenFormProps) {
  const { t } = useTranslation('remotes');
  const create = useCreateDeployToken();
  const [name, setName] = useState('');
  const [remote, setRemote] = useState<RemoteName>('mfe_offers');
  const [only, setOnly] = useState<number[]>([]);
  const [failure, setFailure] = useState<{ field: Field | null; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (name.trim() === '') {
      setFailure({ field: 'name', message: t('tokenNameRequired') });
      return;
    }
    try {
      const created = await create.mutateAsync({ name: name.trim(), remote, network_ids: only.length ? only : null });
      setName('');
      setOnly([]);
      onCreated(created);
    } catch (error) {
      setFailure(formFailure<Field>(error, t, { name: 'name', remote: 'remote', network_ids: 'network_ids' }));
    }
  };
  const toggle = (id: number, checked: boolean) =>
    setOnly((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Form onSubmit={submit} noValidate aria-label={t('newTokenTitle')}>
      {failure && failure.field !== 'name' ? (
        <Alert $tone="danger" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      <TextField
        label={t('tokenName')}
        hint={t('tokenNameHint')}
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        error={failure?.field === 'name' ? failure.message : null}
      />
      <SelectField label={t('tokenRemote')} value={remote} onChange={(e) => setRemote(e.target.value as RemoteName)}>
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
              checked={only.includes(network.id)}
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
