import { setNetworkStatus } from '@affnet/api';
import { type AdminNetwork, PERMISSIONS } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage, useSession } from '@affnet/core';
import { Alert, AreaPage, LoadError, Loading, Muted, Pager, TextField } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
  const { state } = list;

  const replaceRow = (network: AdminNetwork) =>
    list.replace((page) => ({ ...page, rows: page.rows.map((r) => (r.id === network.id ? network : r)) }));

  const toggle = async (network: AdminNetwork) => {
    const next = network.status === 'active' ? 'inactive' : 'active';
    try {
      replaceRow(await setNetworkStatus(network.network_id, next));
      notifySuccess(t(next === 'active' ? 'activatedToast' : 'deactivatedToast', { name: network.company_name }));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <AreaPage title={t('title')}>
      <Registrations onDecided={list.reload} />
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
        {state.status === 'loading' ? <Loading /> : null}
        {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={list.reload} /> : null}
        {state.status === 'done' && state.data.rows.length === 0 ? <Muted role="status">{t('empty')}</Muted> : null}
        {state.status === 'done' && state.data.rows.length > 0 ? (
          <>
            <NetworksTable
              networks={state.data.rows}
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
              total={state.data.total}
              onPage={list.setPage}
              label={t('pagination')}
            />
          </>
        ) : null}
      </section>
      {editing ? (
        <EditNetworkDialog
          network={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            replaceRow(saved);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteNetworkDialog
          network={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            list.reload();
          }}
        />
      ) : null}
    </AreaPage>
  );
}
