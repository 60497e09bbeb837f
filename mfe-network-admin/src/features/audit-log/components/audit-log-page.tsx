import { getAuditLog } from '@affnet/api';
import { AreaPage, Button, Muted, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import '../i18n/audit-log';
import { LoadError, Loading } from '../../settings/components/load-state';
import { AuditTable } from './audit-table';

const LIMIT = 20;

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-start: 1rem;
  p { margin: 0; }
  div { display: flex; gap: 0.5rem; }
`;

/** /network/audit-log: every settings save of the network, newest first, a page at a time. */
export function AuditLogPage() {
  const { t } = useTranslation('audit-log');
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(String(page), () => getAuditLog(page, LIMIT));
  const total = state.status === 'done' ? state.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / LIMIT));
  return (
    <AreaPage title={t('title')}>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadError error={state.error} onRetry={reload} /> : null}
      {state.status === 'done' && state.data.rows.length === 0 ? <Muted>{t('empty')}</Muted> : null}
      {state.status === 'done' && state.data.rows.length > 0 ? (
        <>
          <AuditTable rows={state.data.rows} />
          <Bar aria-label={t('pagination')}>
            <p aria-live="polite">
              {t('range', { first: (page - 1) * LIMIT + 1, last: Math.min(page * LIMIT, total), total })}
            </p>
            <div>
              <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </Button>
              <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('next')}
              </Button>
            </div>
          </Bar>
        </>
      ) : null}
    </AreaPage>
  );
}
