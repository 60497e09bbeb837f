import type { AuditLogEntry } from '@affnet/contracts';
import { DataTable, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

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
            <code>{row.action}</code>
          </td>
          <td>{row.log_status}</td>
        </tr>
      ))}
    </DataTable>
  );
}
