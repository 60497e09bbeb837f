import type { AuditLogEntry } from '@affnet/contracts';
import { DataTable, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountsOf, describeAction, describeChange } from '../lib/describe-change';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

const Subject = styled.div`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

/** What changed: field by field in the user's language; the caller's own note (log_status) when there is nothing else. */
function WhatChanged({ row }: { row: AuditLogEntry }) {
  const { t, i18n } = useTranslation('audit-log');
  if (row.changes.length === 0) return <>{row.log_status}</>;
  const amounts = amountsOf(row);
  return (
    <Changes>
      {row.changes.map((change) => (
        <li key={change.field}>{describeChange(change, t, i18n.language, amounts)}</li>
      ))}
    </Changes>
  );
}

export function AuditTable({ rows }: { rows: AuditLogEntry[] }) {
  const { t } = useTranslation('audit-log');
  const times = useTimeFormat();
  return (
    <DataTable
      caption={t('table')}
      columns={['time', 'user', 'action', 'status'].map((key) => ({ key, label: t(key) }))}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <time dateTime={row.created_at}>{times.dateTime(row.created_at)}</time>
          </td>
          <td>{row.user_name ?? t('deletedUser')}</td>
          <td>
            {describeAction(row.action, t)}
            {row.subject ? <Subject>{row.subject}</Subject> : null}
          </td>
          <td>
            <WhatChanged row={row} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
