import { addPublisher, getPublisher, updatePublisher } from '@affnet/api';
import type { PublisherDetail } from '@affnet/contracts';
import { notifySuccess, userMessage } from '@affnet/core';
import { Button, LoadError, Loading, useLoad, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EMPTY_PERSON, type PersonValues, personBody } from '../lib/person-form';
import { CredentialsBox } from './credentials-box';
import { ManagerField } from './manager-field';
import { PersonForm } from './person-form';
import { PublisherControls } from './publisher-controls';
import { Section } from './ui-bits';

const Panel = styled.section`
  margin-block: 1rem;
  padding: 1rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  h2 { margin-top: 0; }
`;

const bodyOf = (values: PersonValues) => ({
  ...personBody(values),
  account_manager_id: values.account_manager_id ? Number(values.account_manager_id) : null,
});

const managerExtra = (values: PersonValues, set: (field: keyof PersonValues, value: string) => void) => (
  <ManagerField value={values.account_manager_id} onChange={(id) => set('account_manager_id', id)} />
);

const valuesOf = (p: PublisherDetail): PersonValues => ({
  name: p.name,
  email: p.email,
  company_name: p.company_name,
  password: '',
  status: p.status,
  account_manager_id: p.account_manager ? String(p.account_manager.id) : '',
});

interface PanelProps {
  onClose: () => void;
  /** After a save: the list reloads (and a new publisher opens). */
  onChanged: (publisherId: number) => void;
}

/** Adding a publisher. */
export function NewPublisherPanel({ onClose, onChanged }: PanelProps) {
  const { t } = useTranslation('publishers');
  const save = async (values: PersonValues) => {
    const added = await addPublisher(bodyOf(values));
    notifySuccess(t('added', { name: added.name }));
    onChanged(added.id);
  };
  return (
    <Panel aria-labelledby="publisher-panel-title">
      <h2 id="publisher-panel-title">{t('panel.newTitle')}</h2>
      <PersonForm initial={EMPTY_PERSON} editing={false} onSubmit={save} onCancel={onClose} extra={managerExtra} />
    </Panel>
  );
}

/** One publisher: details and edit form, status, auto-approve, cutback, API credentials, log in as him. */
export function PublisherPanel({ publisherId, onClose, onChanged }: PanelProps & { publisherId: number }) {
  const { t } = useTranslation('publishers');
  const times = useTimeFormat();
  const { state, reload, replace } = useLoad(String(publisherId), () => getPublisher(publisherId));
  const save = async (values: PersonValues) => {
    const saved = await updatePublisher(publisherId, bodyOf(values));
    replace(() => saved);
    notifySuccess(t('saved', { name: saved.name }));
    onChanged(saved.id);
  };
  const close = (
    <Button type="button" $variant="link" onClick={onClose}>
      {t('panel.close')}
    </Button>
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <Panel>
        <LoadError message={userMessage(state.error, t)} onRetry={reload} />
        {close}
      </Panel>
    );
  }
  const publisher = state.data;
  const changed = (next: PublisherDetail) => {
    replace(() => next);
    onChanged(next.id);
  };
  return (
    <Panel aria-labelledby="publisher-panel-title">
      <h2 id="publisher-panel-title">{t('panel.title', { name: publisher.name })}</h2>
      {close}
      <p>
        {publisher.email} · {publisher.company_name} · {t(`status.${publisher.status}`)} · {t('panel.created')}{' '}
        {times.date(publisher.created_at)}
        {publisher.account_manager ? ` · ${t('form.manager')}: ${publisher.account_manager.name}` : ''}
      </p>
      <Section>
        <h2>{t('panel.settings')}</h2>
        <PublisherControls publisher={publisher} onChange={changed} />
      </Section>
      <Section>
        <h2>{t('panel.edit')}</h2>
        <PersonForm key={publisher.id} initial={valuesOf(publisher)} editing onSubmit={save} extra={managerExtra} />
      </Section>
      <CredentialsBox publisherId={publisher.id} hasCredentials={publisher.has_credentials} />
    </Panel>
  );
}
