import type { AdminNetwork, AdminNetworkSort } from '@affnet/contracts';
import { Button, Table, TableScroll, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StatusBadge } from './status-badge';

const Actions = styled.div`
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
`;

const Small = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.8rem;
`;

export interface NetworksTableProps {
  networks: AdminNetwork[];
  sort: AdminNetworkSort;
  order: 'asc' | 'desc';
  onSort: (column: AdminNetworkSort) => void;
  onEdit: (network: AdminNetwork) => void;
  onToggle: (network: AdminNetwork) => void;
  onDelete: (network: AdminNetwork) => void;
}

/** One page of networks with their status and the admin's actions. */
export function NetworksTable({ networks, sort, order, onSort, onEdit, onToggle, onDelete }: NetworksTableProps) {
  const { t } = useTranslation('networks');
  const times = useTimeFormat();
  const header = (column: AdminNetworkSort | null, label: string) => {
    if (!column) return <th scope="col">{label}</th>;
    const current = sort === column;
    return (
      <th scope="col" aria-sort={current ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <Button type="button" $variant="link" onClick={() => onSort(column)}>
          {label}
          {current ? (order === 'asc' ? ' ▲' : ' ▼') : ''}
        </Button>
      </th>
    );
  };
  return (
    <TableScroll>
      <Table>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            {header('company_name', t('colName'))}
            {header(null, t('colDomain'))}
            {header(null, t('colOwner'))}
            {header('members', t('colMembers'))}
            {header('offers', t('colOffers'))}
            {header('created_at', t('colCreated'))}
            {header('status', t('colStatus'))}
            {header(null, t('colActions'))}
          </tr>
        </thead>
        <tbody>
          {networks.map((n) => {
            const name = n.company_name;
            return (
              <tr key={n.id}>
                <td>
                  {name}
                  <Small>{n.network_id}</Small>
                </td>
                <td>{n.dashboard_domain}</td>
                <td>{n.owner_email ?? '—'}</td>
                <td>{n.members}</td>
                <td>{n.offers}</td>
                <td>{times.date(n.created_at)}</td>
                <td>
                  <StatusBadge status={n.status} />
                  {n.review === 'pending' ? <Small>{t('pending')}</Small> : null}
                </td>
                <td>
                  <Actions>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t('editLabel', { name })}
                      onClick={() => onEdit(n)}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t(n.status === 'active' ? 'deactivateLabel' : 'activateLabel', { name })}
                      onClick={() => onToggle(n)}
                    >
                      {t(n.status === 'active' ? 'deactivate' : 'activate')}
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t('deleteLabel', { name })}
                      onClick={() => onDelete(n)}
                    >
                      {t('delete')}
                    </Button>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
