import type { AuditLogEntry } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeAction, describeChange } from '../lib/describe-change';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th, td { text-align: start; padding: 0.5rem; border-block-end: 1px solid ${(p) => p.theme.colors.border}; vertical-align: top; }
  caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
`;

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
  return (
    <Changes>
      {row.changes.map((change) => (
        <li key={change.field}>{describeChange(change, t, i18n.language)}</li>
      ))}
    </Changes>
  );
}

export function AuditTable({ rows }: { rows: AuditLogEntry[] }) {
  const { t, i18n } = useTranslation('audit-log');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
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
              <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>
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
      </tbody>
    </Table>
  );
}
