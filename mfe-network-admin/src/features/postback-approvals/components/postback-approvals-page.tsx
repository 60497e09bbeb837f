import type { Postback, PostbackDecision } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { AreaPage, DataTable, Muted, QueryState, TimeZoneNote } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecidePostback } from '../api/decide-postback';
import { useOfferNames } from '../api/get-offer-names';
import { usePendingPostbacks } from '../api/get-pending-postbacks';
import '../i18n/postback-approvals';
import { changeOfferLabel, type OfferNames } from '../lib/change-labels';

const NO_NAMES: OfferNames = new Map();

import { ApprovalRow } from './approval-row';

/** /network/postbacks: the hold list of publishers' postback changes; the owner approves or rejects each. */
export function PostbackApprovalsPage() {
  const { t } = useTranslation('postback-approvals');
  const pending = usePendingPostbacks();
  // Empty when they cannot load: the change then names the offer by its id.
  const offerNames = useOfferNames().data ?? NO_NAMES;
  const decision = useDecidePostback();
  const [deciding, setDeciding] = useState<number | null>(null);

  const decide = async (postback: Postback, choice: PostbackDecision) => {
    setDeciding(postback.id);
    try {
      await decision.mutateAsync({ id: postback.id, decision: choice });
      notifySuccess(t(choice === 'approve' ? 'approved' : 'rejected', { publisher: postback.publisher_name }));
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setDeciding(null);
    }
  };

  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      <QueryState
        query={pending}
        loadingLabel={t('loading')}
        isEmpty={(rows) => rows.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(rows) => (
          <>
            <TimeZoneNote />
            <DataTable
              caption={t('caption')}
              columns={['publisher', 'offer', 'change', 'urls', 'requested', 'actions'].map((key) => ({
                key,
                label: t(`column.${key}`),
              }))}
            >
              {rows.map((postback) => (
                <ApprovalRow
                  key={postback.id}
                  postback={postback}
                  offer={changeOfferLabel(postback, t, offerNames)}
                  busy={deciding === postback.id}
                  onDecide={(decision) => decide(postback, decision)}
                />
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
