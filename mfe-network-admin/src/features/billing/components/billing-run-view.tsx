import type { BillingRun } from '@affnet/contracts';
import { Muted, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDraftRunDecisions } from '../../../hooks/use-draft-run-decisions';
import { useMoney } from '../../../hooks/use-money';
import { useDeleteBillingRun } from '../api/delete-billing-run';
import { useSendBillingRun } from '../api/send-billing-run';
import { AdvertiserInvoiceCard } from './advertiser-invoice-card';

/** Below the page's title, not above it. */
const RunTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0.75rem 0 0.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 0.75rem 1rem;
`;

interface BillingRunViewProps {
  run: BillingRun;
  runsPath: string;
  onDeleted: () => void;
}

/** A billing run: its period and status; while a draft, send or discard it; each advertiser invoice and its lines. */
export function BillingRunView({ run, runsPath, onDeleted }: BillingRunViewProps) {
  const { t } = useTranslation('billing');
  const { period } = useMoney();
  const times = useTimeFormat();
  const send = useSendBillingRun(run.id);
  const remove = useDeleteBillingRun(run.id);
  const decisions = useDraftRunDecisions({
    namespace: 'billing',
    finish: 'send',
    finishedKey: 'run.sent',
    invoices: run.invoices.length,
    finishRun: send,
    deleteRun: remove,
    onDeleted,
  });
  const draft = run.status === 'draft';
  return (
    <>
      <Link to={runsPath}>{t('run.back')}</Link>
      <RunTitle>{t('run.title', { period: period(run.period_from, run.period_to) })}</RunTitle>
      <Muted>
        {t(`runStatus.${run.status}`)} · {t('run.created', { at: times.dateTime(run.created_at) })}
        {run.sent_at ? ` · ${t('run.sentAt', { at: times.dateTime(run.sent_at) })}` : ''}
      </Muted>
      {draft ? <Actions>{decisions.buttons}</Actions> : null}
      {run.invoices.length === 0 ? <Muted role="status">{t('run.noInvoices')}</Muted> : null}
      {run.invoices.map((invoice) => (
        <AdvertiserInvoiceCard key={invoice.id} invoice={invoice} />
      ))}
      {decisions.questions}
    </>
  );
}
