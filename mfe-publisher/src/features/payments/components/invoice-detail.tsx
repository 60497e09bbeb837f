import type { PublisherInvoice } from '@affnet/contracts';
import { formatCount, formatDay, formatMoney } from '@affnet/format';
import { DataTable, Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type InvoiceFact, InvoiceFacts } from '../../../components/invoice-facts';
import { InvoiceStatus } from './invoice-status';
import { periodOf } from './invoices-table';

const Heading = styled.h2`
  font-size: 1.1rem;
  margin: 1.25rem 0 0.5rem;
`;

/** An invoice: its facts, a line per offer and goal, the adjustments with their reasons, and the totals. */
export function InvoiceDetail({ invoice }: { invoice: PublisherInvoice }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  const earned = invoice.lines.filter((line) => line.kind === 'conversions');
  const adjustments = invoice.lines.filter((line) => line.kind === 'adjustment');
  const sum = (lines: typeof earned) => lines.reduce((total, line) => total + line.amount, 0);
  const facts: InvoiceFact[] = [
    [t('invoice.number'), t('invoice.name', { number: invoice.number ?? '—' })],
    [t('invoice.period'), periodOf(invoice, locale)],
    [t('invoice.status'), <InvoiceStatus key="status" status={invoice.status} />],
    [t('invoice.currency'), invoice.currency],
  ];
  if (invoice.payable_on) facts.push([t('invoice.payableOn'), formatDay(invoice.payable_on, locale)]);
  if (invoice.paid_at) facts.push([t('invoice.paidOn'), formatDay(invoice.paid_at, locale)]);
  if (invoice.paid_reference) facts.push([t('invoice.reference'), invoice.paid_reference]);
  return (
    <>
      <InvoiceFacts facts={facts} />
      <Heading>{t('lines.title')}</Heading>
      <DataTable
        caption={t('lines.title')}
        captionHidden
        columns={[
          { key: 'offer', label: t('lines.offer') },
          { key: 'goal', label: t('lines.goal') },
          { key: 'conversions', label: t('lines.conversions'), numeric: true },
          { key: 'amount', label: t('lines.amount'), numeric: true },
        ]}
      >
        {earned.map((line) => (
          <tr key={line.id}>
            <td>{line.offer_name ?? '—'}</td>
            <td>{line.goal ?? t('lines.defaultGoal')}</td>
            <td>{formatCount(line.conversions, locale)}</td>
            <td>{money(line.amount)}</td>
          </tr>
        ))}
      </DataTable>
      <Heading>{t('adjustments.title')}</Heading>
      {adjustments.length === 0 ? (
        <Muted as="p">{t('adjustments.none')}</Muted>
      ) : (
        <DataTable
          caption={t('adjustments.title')}
          captionHidden
          columns={[
            { key: 'reason', label: t('adjustments.reason') },
            { key: 'amount', label: t('lines.amount'), numeric: true },
          ]}
        >
          {adjustments.map((line) => (
            <tr key={line.id}>
              <td>{line.reason ?? '—'}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Heading>{t('totals.title')}</Heading>
      <InvoiceFacts
        facts={[
          [t('totals.conversions'), money(sum(earned))],
          [t('totals.adjustments'), money(sum(adjustments))],
          [t('totals.total'), <strong key="total">{money(invoice.total)}</strong>],
        ]}
      />
    </>
  );
}
