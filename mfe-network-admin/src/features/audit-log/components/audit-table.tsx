import type { AuditLogEntry } from '@affnet/contracts';
import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

export function AuditTable({ rows }: { rows: AuditLogEntry[] }) {
  const { t, i18n } = useTranslation('audit-log');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <DataTable
      caption={t('table')}
      columns={['time', 'user', 'action', 'status'].map((key) => ({ key, label: t(key) }))}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>
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
