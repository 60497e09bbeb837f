import type { PayoutRun } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, ConfirmDialog } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApprovePayoutRun } from '../api/approve-payout-run';
import { useDeletePayoutRun } from '../api/delete-payout-run';
import { downloadRunCsv } from '../api/download-run-csv';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 0.75rem 1rem;
`;

type Asking = 'approve' | 'delete' | null;

/** A run's own actions: its CSV for the bank; while a draft, delete it or approve it, each after a question. */
export function RunActions({ run, onDeleted }: { run: PayoutRun; onDeleted: () => void }) {
  const { t } = useTranslation('payouts');
  const [asking, setAsking] = useState<Asking>(null);
  const [downloading, setDownloading] = useState(false);
  const approve = useApprovePayoutRun(run.id);
  const remove = useDeletePayoutRun(run.id);
  const failed = (error: unknown) => notifyError(userMessage(error, t), t('common:error'));
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
  const confirmApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => notifySuccess(t('run.approved')),
      onError: failed,
      onSettled: () => setAsking(null),
    });
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('run.deleted'));
        onDeleted();
      },
      onError: (error) => {
        failed(error);
        setAsking(null);
      },
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
      {draft ? (
        <Button type="button" $variant="secondary" onClick={() => setAsking('delete')}>
          {t('run.delete')}
        </Button>
      ) : null}
      {draft && run.invoices.length > 0 ? (
        <Button type="button" onClick={() => setAsking('approve')}>
          {t('run.approve')}
        </Button>
      ) : null}
      {asking === 'approve' ? (
        <ConfirmDialog
          title={t('run.approveTitle')}
          message={t('run.approveMessage', { count: run.invoices.length })}
          confirmLabel={t('run.approve')}
          busy={approve.isPending}
          onConfirm={confirmApprove}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title={t('run.deleteTitle')}
          message={t('run.deleteMessage')}
          confirmLabel={t('run.delete')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </Actions>
  );
}
