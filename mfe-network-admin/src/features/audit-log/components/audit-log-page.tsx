import { AreaPage, Muted, Pager, QueryState, TimeZoneNote } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/get-audit-log';
import '../i18n/audit-log';
import { AuditTable } from './audit-table';

const LIMIT = 20;

/** /network/audit-log: every recorded change of the network (settings, offers, people, logos, access), newest first. */
export function AuditLogPage() {
  const { t } = useTranslation('audit-log');
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, LIMIT);
  return (
    <AreaPage title={t('title')}>
      <QueryState
        query={log}
        isEmpty={(entries) => entries.rows.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(entries) => (
          <>
            <TimeZoneNote />
            <AuditTable rows={entries.rows} />
            <Pager page={page} limit={LIMIT} total={entries.total} onPage={setPage} label={t('pagination')} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
