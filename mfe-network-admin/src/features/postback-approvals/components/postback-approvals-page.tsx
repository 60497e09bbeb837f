import { decidePostback, getOffers, getPostbacks } from '@affnet/api';
import type { Postback, PostbackDecision } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, DataTable, LoadError, Loading, Muted, TimeZoneNote, useLoad } from '@affnet/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/postback-approvals';
import { changeOfferLabel, type OfferNames } from '../lib/change-labels';
import { ApprovalRow } from './approval-row';

/** Names of the network's offers, for changes that move a postback to an offer; empty when they cannot load. */
function useOfferNames(): OfferNames {
  const { state } = useLoad('offer-names', () => getOffers({ sort: 'name', order: 'asc', limit: 100 }));
  return useMemo(() => new Map(state.status === 'done' ? state.data.rows.map((o) => [o.id, o.name]) : []), [state]);
}

/** /network/postbacks: the hold list of publishers' postback changes; the owner approves or rejects each. */
export function PostbackApprovalsPage() {
  const { t } = useTranslation('postback-approvals');
  const { state, reload, replace } = useLoad('pending-postbacks', () => getPostbacks({ status: 'pending' }));
  const offerNames = useOfferNames();
  const [deciding, setDeciding] = useState<number | null>(null);

  const decide = async (postback: Postback, decision: PostbackDecision) => {
    setDeciding(postback.id);
    try {
      await decidePostback(postback.id, decision);
      notifySuccess(t(decision === 'approve' ? 'approved' : 'rejected', { publisher: postback.publisher_name }));
      replace((rows) => rows.filter((row) => row.id !== postback.id));
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      {state.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {state.status === 'done' && state.data.length === 0 ? <Muted role="status">{t('empty')}</Muted> : null}
      {state.status === 'done' && state.data.length > 0 ? <TimeZoneNote /> : null}
      {state.status === 'done' && state.data.length > 0 ? (
        <DataTable
          caption={t('caption')}
          columns={['publisher', 'offer', 'change', 'urls', 'requested', 'actions'].map((key) => ({
            key,
            label: t(`column.${key}`),
          }))}
        >
          {state.data.map((postback) => (
            <ApprovalRow
              key={postback.id}
              postback={postback}
              offer={changeOfferLabel(postback, t, offerNames)}
              busy={deciding === postback.id}
              onDecide={(decision) => decide(postback, decision)}
            />
          ))}
        </DataTable>
      ) : null}
    </AreaPage>
  );
}
