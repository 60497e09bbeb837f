import type { PublisherInvoice } from '@affnet/contracts';
import { Button } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdjustmentForm } from '../../../components/adjustment-form';
import {
  InvoiceCardActions as Actions,
  InvoiceCardBox as Card,
  InvoiceCardHead as Head,
  InvoiceCardTotal as Total,
} from '../../../components/invoice-card-parts';
import { InvoiceLines } from '../../../components/invoice-lines';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { useMoney } from '../../../hooks/use-money';
import { useAddAdjustment } from '../api/add-adjustment';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

/** A credit adds to what the network pays the publisher, a debit takes from it. */
const PAYOUT_KINDS = ['credit', 'debit'] as const;

interface InvoiceCardProps {
  invoice: PublisherInvoice;
  /** Approved, unpaid invoices may be picked for a bulk "mark paid". */
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMarkPaid: () => void;
}

/** One invoice of a run: who, which currency, its number and status, its lines; a draft takes adjustments. */
export function InvoiceCard({ invoice, selected, onSelect, onMarkPaid }: InvoiceCardProps) {
  const { t } = useTranslation('payouts');
  const { money, day } = useMoney();
  const titleId = useId();
  const add = useAddAdjustment(invoice.id);
  const names = { publisher: invoice.publisher_name, currency: invoice.currency };
  const { number } = invoice;
  const payable = invoice.status === 'approved';
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        {payable ? (
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('invoice.select', names)}
          />
        ) : null}
        <h3 id={titleId}>{t('invoice.title', names)}</h3>
        <p>
          {invoice.number === null
            ? t('invoice.draft')
            : [
                t('invoice.number', { number: invoice.number }),
                t(`status.${invoice.status}`),
                ...(payable && invoice.payable_on ? [t('invoice.payableOn', { day: day(invoice.payable_on) })] : []),
              ].join(' · ')}
        </p>
        <Total>{money(invoice.total, invoice.currency)}</Total>
      </Head>
      <InvoiceLines
        namespace="payouts"
        caption={t('invoice.lines', { publisher: invoice.publisher_name, currency: invoice.currency })}
        invoice={invoice}
      />
      {invoice.status === 'draft' ? (
        <AdjustmentForm namespace="payouts" currency={invoice.currency} kinds={PAYOUT_KINDS} add={add.mutateAsync} />
      ) : null}
      {invoice.status === 'paid' && invoice.paid_at ? (
        <p>
          {t('invoice.paidOn', { day: day(invoice.paid_at.slice(0, 10)), reference: invoice.paid_reference ?? '' })}
        </p>
      ) : null}
      <Actions>
        {number !== null ? (
          <InvoicePdfButton
            namespace="payouts"
            download={() => downloadInvoicePdf(invoice.id, number)}
            describedBy={titleId}
          />
        ) : null}
        {payable ? (
          // Every approved invoice has this button: its description says whose it is.
          <Button type="button" $variant="secondary" onClick={onMarkPaid} aria-describedby={titleId}>
            {t('invoice.markPaid')}
          </Button>
        ) : null}
      </Actions>
    </Card>
  );
}
