import type { PayoutRun } from '@affnet/contracts';
import { Button, Muted, useTimeFormat } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MarkPaidDialog } from '../../../components/mark-paid-dialog';
import { useMoney } from '../../../hooks/use-money';
import { useMarkInvoicesPaid } from '../api/mark-invoices-paid';
import { InvoiceCard } from './invoice-card';
import { Actions, RunActions } from './run-actions';
import { RunTotals } from './run-totals';

/** Below the page's title, not above it. */
const RunTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0.75rem 0 0.25rem;
`;

interface RunViewProps {
  run: PayoutRun;
  runsPath: string;
  onDeleted: () => void;
}

/** A payout run: its period and status, totals per currency, actions, and each invoice with its lines. */
export function RunView({ run, runsPath, onDeleted }: RunViewProps) {
  const { t } = useTranslation('payouts');
  const { period } = useMoney();
  const times = useTimeFormat();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [paying, setPaying] = useState<number[] | null>(null);
  const markPaid = useMarkInvoicesPaid();
  const unpaid = run.invoices.filter((invoice) => invoice.status === 'approved').map((invoice) => invoice.id);
  // An invoice paid meanwhile is no longer picked.
  const picked = unpaid.filter((id) => selected.has(id));
  const select = (id: number, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <Link to={runsPath}>{t('run.back')}</Link>
      <RunTitle>{t('run.title', { period: period(run.period_from, run.period_to) })}</RunTitle>
      <Muted>
        {t(`status.${run.status}`)} · {t('run.created', { at: times.dateTime(run.created_at) })}
        {run.approved_at ? ` · ${t('run.approvedAt', { at: times.dateTime(run.approved_at) })}` : ''}
      </Muted>
      <RunActions run={run} onDeleted={onDeleted} />
      {run.invoices.length === 0 ? <Muted role="status">{t('run.noInvoices')}</Muted> : <RunTotals run={run} />}
      {unpaid.length > 0 ? (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setSelected(new Set(unpaid))}>
            {t('run.selectAll')}
          </Button>
          <Button type="button" disabled={picked.length === 0} onClick={() => setPaying(picked)}>
            {t('run.markSelected', { count: picked.length })}
          </Button>
        </Actions>
      ) : null}
      {run.invoices.map((invoice) => (
        <InvoiceCard
          key={invoice.id}
          invoice={invoice}
          selected={selected.has(invoice.id)}
          onSelect={(on) => select(invoice.id, on)}
          onMarkPaid={() => setPaying([invoice.id])}
        />
      ))}
      {paying ? (
        <MarkPaidDialog
          namespace="payouts"
          count={paying.length}
          markPaid={(draft) => markPaid.mutateAsync({ invoice_ids: paying, ...draft })}
          onCancel={() => setPaying(null)}
          onDone={() => {
            setPaying(null);
            setSelected(new Set());
          }}
        />
      ) : null}
    </>
  );
}
