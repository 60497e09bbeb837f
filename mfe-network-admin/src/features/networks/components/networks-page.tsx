import { type AdminNetwork, PERMISSIONS } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage, useSession } from '@affnet/core';
import { Alert, AreaPage, Muted, Pager, QueryState, TextField } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSetNetworkStatus } from '../api/set-network-status';
import { PAGE_SIZE, useNetworkSearch } from '../hooks/use-network-search';
import '../i18n';
import { DeleteNetworkDialog } from './delete-network-dialog';
import { EditNetworkDialog } from './edit-network-dialog';
import { NetworksTable } from './networks-table';
import { Registrations, SectionTitle } from './registrations';
import { StatusField } from './status-field';

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(min(12rem, 100%), 2fr) minmax(min(8rem, 100%), 1fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 599px) { grid-template-columns: minmax(0, 1fr); }
`;

/** /network/networks (super admin): sign-ups to review, then every network with search, edit, status, delete. */
export function NetworksPage() {
  const { t } = useTranslation('networks');
  const isAdmin = useSession((s) => s.permissions.includes(PERMISSIONS.admin));
  if (!isAdmin) {
    return (
      <AreaPage title={t('title')}>
        <Alert role="alert">{t('adminOnly')}</Alert>
      </AreaPage>
    );
  }
  return <NetworksAdmin />;
}

function NetworksAdmin() {
  const { t } = useTranslation('networks');
  const list = useNetworkSearch();
  const [editing, setEditing] = useState<AdminNetwork | null>(null);
  const [deleting, setDeleting] = useState<AdminNetwork | null>(null);
  const setStatus = useSetNetworkStatus();

  const toggle = async (network: AdminNetwork) => {
    const next = network.status === 'active' ? 'inactive' : 'active';
    try {
      await setStatus.mutateAsync({ networkId: network.network_id, status: next });
      notifySuccess(t(next === 'active' ? 'activatedToast' : 'deactivatedToast', { name: network.company_name }));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <AreaPage title={t('title')}>
      <Registrations />
      <section aria-labelledby="networks-list-title">
        <SectionTitle id="networks-list-title">{t('listTitle')}</SectionTitle>
        <Toolbar>
          <TextField
            label={t('search')}
            type="search"
            hint={t('searchHint')}
            value={list.text}
            maxLength={200}
            onChange={(e) => list.setText(e.target.value)}
          />
          <StatusField label={t('statusFilter')} value={list.status} onChange={list.setStatus} withAll />
        </Toolbar>
        <QueryState
          query={list.networks}
          isEmpty={(found) => found.rows.length === 0}
          empty={<Muted role="status">{t('empty')}</Muted>}
        >
          {(found) => (
            <>
              <NetworksTable
                networks={found.rows}
                sort={list.sort}
                order={list.order}
                onSort={list.setSort}
                onEdit={setEditing}
                onToggle={toggle}
                onDelete={setDeleting}
              />
              <Pager
                page={list.page}
                limit={PAGE_SIZE}
                total={found.total}
                onPage={list.setPage}
                label={t('pagination')}
              />
            </>
          )}
        </QueryState>
      </section>
      {editing ? (
        <EditNetworkDialog network={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <DeleteNetworkDialog network={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      ) : null}
    </AreaPage>
  );
}
