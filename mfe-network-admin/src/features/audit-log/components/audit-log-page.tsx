import { getAuditLog } from '@affnet/api';
import { userMessage } from '@affnet/core';
import { AreaPage, LoadError, Loading, Muted, Pager, TimeZoneNote, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/audit-log';
import { AuditTable } from './audit-table';

const LIMIT = 20;

/** /network/audit-log: every recorded change of the network (settings, offers, people, logos, access), newest first. */
export function AuditLogPage() {
  const { t } = useTranslation('audit-log');
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(String(page), () => getAuditLog(page, LIMIT));
  return (
    <AreaPage title={t('title')}>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {state.status === 'done' && state.data.rows.length === 0 ? <Muted role="status">{t('empty')}</Muted> : null}
      {state.status === 'done' && state.data.rows.length > 0 ? (
        <>
          <TimeZoneNote />
          <AuditTable rows={state.data.rows} />
          <Pager page={page} limit={LIMIT} total={state.data.total} onPage={setPage} label={t('pagination')} />
        </>
      ) : null}
    </AreaPage>
  );
}
