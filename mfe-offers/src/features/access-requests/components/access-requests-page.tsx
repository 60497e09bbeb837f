import type { AccessRequest } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, Button, DataTable, Muted, QueryState, TimeZoneNote, useTimeFormat } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge } from '../../../components/offer-badges';
import { ChoiceField } from '../../offer-form/components/form-controls';
import { type AccessDecision, useDecideAccessRequest } from '../api/decide-access-request';
import { type AccessRequestStatus, useAccessRequests } from '../api/get-access-requests';

const STATUSES: AccessRequestStatus[] = ['requested', 'allowed', 'rejected'];

const namesOf = (r: AccessRequest) => ({ offer_name: r.offer_name, publisher_name: r.publisher_name });

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** /offers/requests: publishers' requests for approval-required offers; the owner approves or rejects. */
export function AccessRequestsPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('offers');
  const [status, setStatus] = useState<AccessRequestStatus>('requested');
  const requests = useAccessRequests(status);
  const decision = useDecideAccessRequest();

  // Awaited one by one (not mutate's callbacks, which only the latest of several quick decisions would get).
  const decide = async (request: AccessRequest, choice: AccessDecision) => {
    try {
      await decision.mutateAsync({ request, decision: choice });
      notifySuccess(t(choice === 'allowed' ? 'requests.approvedToast' : 'requests.rejectedToast', namesOf(request)));
    } catch (error) {
      notifyError(userMessage(error, t));
    }
  };

  return (
    <AreaPage title={t('requests.title')}>
      <ChoiceField
        label={t('requests.show')}
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value as AccessRequestStatus)}
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`access.${s}`)}
          </option>
        ))}
      </ChoiceField>
      <QueryState
        query={requests}
        isEmpty={(rows) => rows.length === 0}
        empty={<Muted role="status">{t('requests.empty')}</Muted>}
      >
        {(rows) => <RequestTable rows={rows} basePath={basePath} onDecide={decide} />}
      </QueryState>
    </AreaPage>
  );
}

function RequestTable({
  rows,
  basePath,
  onDecide: decide,
}: {
  rows: AccessRequest[];
  basePath: string;
  onDecide: (request: AccessRequest, decision: AccessDecision) => Promise<void>;
}) {
  const { t } = useTranslation('offers');
  const times = useTimeFormat();
  return (
    <>
      <TimeZoneNote />
      <DataTable
        caption={t('requests.caption')}
        columns={[
          { key: 'offer', label: t('requests.offer') },
          { key: 'publisher', label: t('requests.publisher') },
          { key: 'date', label: t('requests.date') },
          { key: 'access', label: t('column.access') },
          { key: 'actions', label: t('requests.actions') },
        ]}
      >
        {rows.map((r) => (
          <tr key={`${r.offer_id}-${r.publisher_id}`}>
            <td>
              <Link to={`${basePath}/${r.offer_id}`}>{r.offer_name}</Link>
            </td>
            <td>{r.publisher_name}</td>
            <td>{times.dateTime(r.created_at)}</td>
            <td>
              <AccessBadge access={r.status} />
            </td>
            <td>
              <Actions>
                {r.status !== 'allowed' ? (
                  <Button
                    type="button"
                    onClick={() => decide(r, 'allowed')}
                    aria-label={t('requests.approveFor', namesOf(r))}
                  >
                    {t('requests.approve')}
                  </Button>
                ) : null}
                {r.status !== 'rejected' ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => decide(r, 'rejected')}
                    aria-label={t('requests.rejectFor', namesOf(r))}
                  >
                    {t('requests.reject')}
                  </Button>
                ) : null}
              </Actions>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
