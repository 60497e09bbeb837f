import type { PublisherDetail } from '@affnet/contracts';
import { notifySuccess, userMessage } from '@affnet/core';
import { Button, LoadError, Loading, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddPublisher } from '../api/add-publisher';
import { usePublisher, usePublisherChanged } from '../api/get-publisher';
import { useUpdatePublisher } from '../api/update-publisher';
import { EMPTY_PERSON, type PersonValues, personBody } from '../lib/person-form';
import { CredentialsBox } from './credentials-box';
import { ManagerField } from './manager-field';
import { PersonForm } from './person-form';
import { PublisherBalances } from './publisher-balances';
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
}

/** Adding a publisher. */
export function NewPublisherPanel({ onClose, onAdded }: PanelProps & { onAdded: (publisherId: number) => void }) {
  const { t } = useTranslation('publishers');
  const add = useAddPublisher();
  const save = async (values: PersonValues) => {
    const added = await add.mutateAsync(bodyOf(values));
    notifySuccess(t('added', { name: added.name }));
    onAdded(added.id);
  };
  return (
    <Panel aria-labelledby="publisher-panel-title">
      <h2 id="publisher-panel-title">{t('panel.newTitle')}</h2>
      <PersonForm
        initial={EMPTY_PERSON}
        editing={false}
        busy={add.isPending}
        onSubmit={save}
        onCancel={onClose}
        extra={managerExtra}
      />
    </Panel>
  );
}

/** One publisher: details, balances per currency, edit form, status, auto-approve, cutback, API credentials, log in as him. */
export function PublisherPanel({ publisherId, onClose }: PanelProps & { publisherId: number }) {
  const { t } = useTranslation('publishers');
  const times = useTimeFormat();
  const detail = usePublisher(publisherId);
  const update = useUpdatePublisher(publisherId);
  const changed = usePublisherChanged();
  const save = async (values: PersonValues) => {
    const saved = await update.mutateAsync(bodyOf(values));
    notifySuccess(t('saved', { name: saved.name }));
  };
  const close = (
    <Button type="button" $variant="link" onClick={onClose}>
      {t('panel.close')}
    </Button>
  );
  // Not QueryState: a failure here keeps the panel's Close beside the Retry.
  if (detail.status === 'pending') return <Loading />;
  if (detail.status === 'error') {
    return (
      <Panel>
        <LoadError message={userMessage(detail.error, t)} onRetry={() => void detail.refetch()} />
        {close}
      </Panel>
    );
  }
  const publisher = detail.data;
  return (
    <Panel aria-labelledby="publisher-panel-title">
      <h2 id="publisher-panel-title">{t('panel.title', { name: publisher.name })}</h2>
      {close}
      <p>
        {publisher.email} · {publisher.company_name} · {t(`status.${publisher.status}`)} · {t('panel.created')}{' '}
        {times.date(publisher.created_at)}
        {publisher.account_manager ? ` · ${t('form.manager')}: ${publisher.account_manager.name}` : ''}
      </p>
      <PublisherBalances publisherId={publisher.id} name={publisher.name} />
      <Section>
        <h2>{t('panel.settings')}</h2>
        <PublisherControls publisher={publisher} onChange={changed} />
      </Section>
      <Section>
        <h2>{t('panel.edit')}</h2>
        <PersonForm
          key={publisher.id}
          initial={valuesOf(publisher)}
          editing
          busy={update.isPending}
          onSubmit={save}
          extra={managerExtra}
        />
      </Section>
      <CredentialsBox publisherId={publisher.id} hasCredentials={publisher.has_credentials} />
    </Panel>
  );
}
