import type { Postback, PostbackDelivery } from '@affnet/contracts';
import {
  Button,
  DataTable,
  Muted,
  Pager,
  pageCount,
  QueryState,
  TimeZoneNote,
  UrlText,
  useTimeFormat,
} from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePostbackDeliveries } from '../api/get-postback-deliveries';
import { Actions } from './postback-table';

export const DELIVERIES_PER_PAGE = 10;

const Region = styled.section`
  margin-top: 1.5rem;
  h2 { font-size: 1.15rem; margin: 0 0 0.75rem; }
`;

function StatusCell({ delivery }: { delivery: PostbackDelivery }) {
  if (delivery.status_code === null) return <span>{delivery.error}</span>;
  return (
    <span>
      {delivery.status_code}
      {delivery.error ? ` ${delivery.error}` : ''}
    </span>
  );
}

/** Every attempt to deliver one postback, newest first, a page at a time, with a refresh. */
export function DeliveryLog({ postback, offer, onClose }: { postback: Postback; offer: string; onClose: () => void }) {
  const { t } = useTranslation('postbacks');
  const times = useTimeFormat();
  const [page, setPage] = useState(1);
  const deliveries = usePostbackDeliveries({ postbackId: postback.id, page, limit: DELIVERIES_PER_PAGE });
  return (
    <Region aria-labelledby={`delivery-log-${postback.id}`}>
      <h2 id={`delivery-log-${postback.id}`}>{t('deliveriesFor', { offer })}</h2>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void deliveries.refetch()}>
          {t('log.refresh')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('log.close')}
        </Button>
      </Actions>
      <QueryState
        query={deliveries}
        loadingLabel={t('log.loading')}
        isEmpty={(found) => found.rows.length === 0}
        empty={<Muted role="status">{t('log.empty')}</Muted>}
      >
        {(found) => (
          <>
            <TimeZoneNote />
            <DataTable
              caption={t('log.caption', { offer })}
              columns={['time', 'url', 'status', 'attempt', 'duration'].map((key) => ({ key, label: t(`log.${key}`) }))}
            >
              {found.rows.map((d) => (
                <tr key={d.id}>
                  <td>{times.dateTime(d.created_at, true)}</td>
                  <td>
                    <UrlText>{d.url}</UrlText>
                  </td>
                  <td>
                    <StatusCell delivery={d} />
                  </td>
                  <td>{d.attempt}</td>
                  <td>{t('log.ms', { ms: d.duration_ms })}</td>
                </tr>
              ))}
            </DataTable>
            <Pager
              page={page}
              limit={DELIVERIES_PER_PAGE}
              total={found.total}
              onPage={setPage}
              label={t('log.pages')}
              status={t('log.position', {
                page,
                pages: pageCount(found.total, DELIVERIES_PER_PAGE),
                count: found.total,
              })}
            />
          </>
        )}
      </QueryState>
    </Region>
  );
}
