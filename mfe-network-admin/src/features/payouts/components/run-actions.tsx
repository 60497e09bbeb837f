import type { PayoutRun } from '@affnet/contracts';
import { notifyError, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDraftRunDecisions } from '../../../hooks/use-draft-run-decisions';
import { useApprovePayoutRun } from '../api/approve-payout-run';
import { useDeletePayoutRun } from '../api/delete-payout-run';
import { downloadRunCsv } from '../api/download-run-csv';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 0.75rem 1rem;
`;

/** A run's own actions: its CSV for the bank; while a draft, delete it or approve it, each after a question. */
export function RunActions({ run, onDeleted }: { run: PayoutRun; onDeleted: () => void }) {
  const { t } = useTranslation('payouts');
  const [downloading, setDownloading] = useState(false);
  const approve = useApprovePayoutRun(run.id);
  const remove = useDeletePayoutRun(run.id);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRunCsv(run.id, run.period_from, run.period_to);
    } catch (error) {
      notifyError(userMessage(error, t), t('run.csvFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const decisions = useDraftRunDecisions({
    namespace: 'payouts',
    finish: 'approve',
    finishedKey: 'run.approved',
    invoices: run.invoices.length,
    finishRun: approve,
    deleteRun: remove,
    onDeleted,
  });
  const draft = run.status === 'draft';
  return (
    <Actions>
      <Button
        type="button"
        $variant="secondary"
        onClick={download}
        disabled={downloading}
        aria-busy={downloading || undefined}
      >
        {t('run.csv')}
      </Button>
      {draft ? decisions.buttons : null}
      {decisions.questions}
    </Actions>
  );
}
