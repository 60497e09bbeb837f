import type { AuditLogEntry } from '@affnet/contracts';
import { useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th, td { text-align: start; padding: 0.5rem; border-block-end: 1px solid ${(p) => p.theme.colors.border}; vertical-align: top; }
  caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
`;

export function AuditTable({ rows }: { rows: AuditLogEntry[] }) {
  const { t } = useTranslation('audit-log');
  const times = useTimeFormat();
  return (
    <Table>
      <caption>{t('table')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('time')}</th>
          <th scope="col">{t('user')}</th>
          <th scope="col">{t('action')}</th>
          <th scope="col">{t('status')}</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </Table>
  );
}
