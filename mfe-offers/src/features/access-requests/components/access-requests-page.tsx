import { type AccessDecision, decideAccessRequest, getAccessRequests } from '@affnet/api';
import type { AccessRequest } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import {
  AreaPage,
  Button,
  DataTable,
  LoadError,
  Loading,
  Muted,
  TimeZoneNote,
  useLoad,
  useTimeFormat,
} from '@affnet/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge } from '../../../components/offer-badges';
import { ChoiceField } from '../../offer-form/components/form-controls';

type RequestStatus = AccessRequest['status'];
const STATUSES: RequestStatus[] = ['requested', 'allowed', 'rejected'];

const namesOf = (r: AccessRequest) => ({ offer_name: r.offer_name, publisher_name: r.publisher_name });

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** /offers/requests: publishers' requests for approval-required offers; the owner approves or rejects. */
export function AccessRequestsPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('offers');
  const times = useTimeFormat();
  const [status, setStatus] = useState<RequestStatus>('requested');
  const { state, reload } = useLoad(status, () => getAccessRequests(status));
  const [rows, setRows] = useState<AccessRequest[] | null>(null);
  useEffect(() => setRows(state.status === 'done' ? state.data : null), [state]);

  const decide = async (request: AccessRequest, decision: AccessDecision) => {
    try {
      await decideAccessRequest(request.offer_id, request.publisher_id, decision);
      notifySuccess(t(decision === 'allowed' ? 'requests.approvedToast' : 'requests.rejectedToast', namesOf(request)));
      setRows((current) => current?.filter((r) => r !== request) ?? null);
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
        onChange={(e) => setStatus(e.target.value as RequestStatus)}
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`access.${s}`)}
          </option>
        ))}
      </ChoiceField>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {rows && rows.length === 0 ? <Muted role="status">{t('requests.empty')}</Muted> : null}
      {rows && rows.length > 0 ? <TimeZoneNote /> : null}
      {rows && rows.length > 0 ? (
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
      ) : null}
    </AreaPage>
  );
}
