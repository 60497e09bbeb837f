import type { Advertiser } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, Button, DataTable, Muted, Pager, QueryState, TextField, useDebouncedSearch } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PersonForm } from '../../publishers/components/person-form';
import { Section, Toolbar } from '../../publishers/components/ui-bits';
import { EMPTY_PERSON, type PersonValues, personBody } from '../../publishers/lib/person-form';
import '../../publishers/i18n/publishers';
import { useAddAdvertiser } from '../api/add-advertiser';
import { useAdvertisers } from '../api/get-advertisers';
import { useSetAdvertiserStatus } from '../api/set-advertiser-status';
import { useUpdateAdvertiser } from '../api/update-advertiser';
import '../i18n/advertisers';

const PAGE_SIZE = 20;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

const valuesOf = (a: Advertiser): PersonValues => ({ ...EMPTY_PERSON, ...a, password: '' });

/** /network/advertisers: list and search, add, edit, activate or deactivate. */
export function AdvertisersPage() {
  const { t } = useTranslation('advertisers');
  const { t: tp } = useTranslation('publishers');
  const { t: tNetwork } = useTranslation('network');
  const [typed, setTyped] = useState('');
  const { search, page, setPage } = useDebouncedSearch(typed);
  const [editing, setEditing] = useState<Advertiser | 'new' | null>(null);
  const query = { search: search || undefined, page, limit: PAGE_SIZE };
  const advertisers = useAdvertisers(query);
  const add = useAddAdvertiser();
  const update = useUpdateAdvertiser();
  const setStatus = useSetAdvertiserStatus();

  const save = async (values: PersonValues) => {
    if (editing === 'new') {
      const added = await add.mutateAsync(personBody(values));
      notifySuccess(t('added', { name: added.name }));
    } else if (editing) {
      const saved = await update.mutateAsync({ id: editing.id, input: personBody(values) });
      notifySuccess(t('saved', { name: saved.name }));
    }
    setEditing(null);
  };

  const toggle = async (advertiser: Advertiser) => {
    const status = advertiser.status === 'active' ? 'inactive' : 'active';
    try {
      const next = await setStatus.mutateAsync({ id: advertiser.id, status });
      notifySuccess(t(status === 'active' ? 'activated' : 'deactivated', { name: next.name }));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <AreaPage title={tNetwork('advertisers')}>
      <Toolbar>
        <TextField
          label={t('search')}
          type="search"
          placeholder={tp('searchPlaceholder')}
          value={typed}
          maxLength={200}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="button" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Toolbar>
      {editing ? (
        <Section aria-labelledby="advertiser-form-title">
          <h2 id="advertiser-form-title">
            {editing === 'new' ? t('newTitle') : t('editTitle', { name: editing.name })}
          </h2>
          <PersonForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? EMPTY_PERSON : valuesOf(editing)}
            editing={editing !== 'new'}
            busy={add.isPending || update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Section>
      ) : null}
      <QueryState
        query={advertisers}
        isEmpty={(found) => found.rows.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(found) => (
          <>
            <DataTable
              caption={t('caption')}
              columns={[
                { key: 'name', label: tp('column.name') },
                { key: 'email', label: tp('column.email') },
                { key: 'company', label: tp('column.company') },
                { key: 'status', label: tp('column.status') },
                { key: 'actions', label: t('actions') },
              ]}
            >
              {found.rows.map((a) => (
                <tr key={a.id}>
                  <td>{a.name}</td>
                  <td>{a.email}</td>
                  <td>{a.company_name}</td>
                  <td>{tp(`status.${a.status}`)}</td>
                  <td>
                    <Actions>
                      <Button type="button" $variant="secondary" onClick={() => setEditing(a)}>
                        {t('edit', { name: a.name })}
                      </Button>
                      <Button type="button" $variant="secondary" onClick={() => toggle(a)}>
                        {tp(a.status === 'active' ? 'toggle.deactivate' : 'toggle.activate')}
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager page={page} limit={PAGE_SIZE} total={found.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
