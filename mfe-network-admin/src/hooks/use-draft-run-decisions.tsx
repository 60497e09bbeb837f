import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, ConfirmDialog } from '@affnet/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A run's request without input (approve, send, delete) as TanStack Query's mutation gives it. */
interface RunRequest {
  mutate: (
    variables: undefined,
    callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void; onSettled?: () => void },
  ) => void;
  isPending: boolean;
}

interface DraftRunDecisionsOptions {
  /** The page's words: `run.delete*`, `run.deleted` and `run.<finish>`, `run.<finish>Title`, `run.<finish>Message`. */
  namespace: string;
  /** What ends the draft: Payouts approves its run, Billing sends its invoices. */
  finish: 'approve' | 'send';
  /** The words once it is done (`run.approved`, `run.sent`). */
  finishedKey: string;
  invoices: number;
  finishRun: RunRequest;
  deleteRun: RunRequest;
  onDeleted: () => void;
}

/**
 * A draft run's two decisions (delete it, or approve/send it when it has invoices), each after a question: the
 * buttons, shown while the run is a draft, and the questions, kept by the run's page so one stays open while its
 * answer turns the draft into an approved or sent run.
 */
export function useDraftRunDecisions(options: DraftRunDecisionsOptions): { buttons: ReactNode; questions: ReactNode } {
  const { namespace, finish, finishedKey, invoices, finishRun, deleteRun, onDeleted } = options;
  const { t } = useTranslation(namespace);
  const [asking, setAsking] = useState<'finish' | 'delete' | null>(null);
  const failed = (error: unknown) => notifyError(userMessage(error, t), t('common:error'));
  const confirmFinish = () =>
    finishRun.mutate(undefined, {
      onSuccess: () => notifySuccess(t(finishedKey)),
      onError: failed,
      onSettled: () => setAsking(null),
    });
  const confirmDelete = () =>
    deleteRun.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('run.deleted'));
        onDeleted();
      },
      onError: (error) => {
        failed(error);
        setAsking(null);
      },
    });
  const buttons = (
    <>
      <Button type="button" $variant="secondary" onClick={() => setAsking('delete')}>
        {t('run.delete')}
      </Button>
      {invoices > 0 ? (
        <Button type="button" onClick={() => setAsking('finish')}>
          {t(`run.${finish}`)}
        </Button>
      ) : null}
    </>
  );
  const questions = (
    <>
      {asking === 'finish' ? (
        <ConfirmDialog
          title={t(`run.${finish}Title`)}
          message={t(`run.${finish}Message`, { count: invoices })}
          confirmLabel={t(`run.${finish}`)}
          busy={finishRun.isPending}
          onConfirm={confirmFinish}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          title={t('run.deleteTitle')}
          message={t('run.deleteMessage')}
          confirmLabel={t('run.delete')}
          busy={deleteRun.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
  return { buttons, questions };
}
