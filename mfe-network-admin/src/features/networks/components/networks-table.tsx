import type { AdminNetwork, AdminNetworkSort } from '@affnet/contracts';
import { Button, DataTable, type TableColumn, useTimeFormat } from '@affnet/ui';
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

const SORTABLE: readonly string[] = [
  'company_name',
  'members',
  'offers',
  'created_at',
  'status',
] satisfies AdminNetworkSort[];
const isSort = (column: string): column is AdminNetworkSort => SORTABLE.includes(column);

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
  const columns: TableColumn<AdminNetworkSort | 'domain' | 'owner' | 'actions'>[] = [
    { key: 'company_name', label: t('colName'), sortable: true },
    { key: 'domain', label: t('colDomain') },
    { key: 'owner', label: t('colOwner') },
    { key: 'members', label: t('colMembers'), numeric: true, sortable: true },
    { key: 'offers', label: t('colOffers'), numeric: true, sortable: true },
    { key: 'created_at', label: t('colCreated'), sortable: true },
    { key: 'status', label: t('colStatus'), sortable: true },
    { key: 'actions', label: t('colActions') },
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      sort={{
        column: sort,
        order,
        onSort: (column) => {
          if (isSort(column)) onSort(column);
        },
      }}
    >
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
    </DataTable>
  );
}
