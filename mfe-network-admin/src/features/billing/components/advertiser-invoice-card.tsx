import type { AdvertiserInvoice } from '@affnet/contracts';
import { Button } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AdjustmentForm } from '../../../components/adjustment-form';
import {
  InvoiceCardBox as Card,
  InvoiceCardActions,
  InvoiceCardHead,
  InvoiceCardTotal as Total,
} from '../../../components/invoice-card-parts';
import { InvoiceLines } from '../../../components/invoice-lines';
import { InvoicePdfButton } from '../../../components/invoice-pdf-button';
import { MarkPaidDialog } from '../../../components/mark-paid-dialog';
import { useMoney } from '../../../hooks/use-money';
import { useAddBillingAdjustment } from '../api/add-billing-adjustment';
import { downloadAdvertiserInvoicePdf } from '../api/download-advertiser-invoice-pdf';
import { useMarkAdvertiserInvoicePaid } from '../api/mark-advertiser-invoice-paid';

/** A charge adds to what the advertiser owes, a credit takes from it. */
const BILLING_KINDS = ['charge', 'credit'] as const;

const Head = styled(InvoiceCardHead)`
  /* Overdue is the one status the owner must act on: it reads as a warning, in words as well as colour. */
  .overdue { color: ${(p) => p.theme.colors.danger}; font-weight: 600; }
`;

const Actions = styled(InvoiceCardActions)`
  margin-block-start: 0.5rem;
`;

/** One advertiser invoice of a run: who, its number, status and due day, its lines; a draft takes adjustments. */
export function AdvertiserInvoiceCard({ invoice }: { invoice: AdvertiserInvoice }) {
  const { t } = useTranslation('billing');
  const { money, day } = useMoney();
  const titleId = useId();
  const add = useAddBillingAdjustment(invoice.id);
  const markPaid = useMarkAdvertiserInvoicePaid(invoice.id);
  const [paying, setPaying] = useState(false);
  const { number } = invoice;
  const payable = invoice.status === 'sent' || invoice.status === 'overdue';
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{t('invoice.title', { advertiser: invoice.advertiser_name, currency: invoice.currency })}</h3>
        <p className={invoice.status === 'overdue' ? 'overdue' : undefined}>
          {number === null
            ? t('invoice.draft')
            : `${t('invoice.number', { number })} · ${t(`status.${invoice.status}`)}`}
          {invoice.due_on ? ` · ${t('invoice.due', { day: day(invoice.due_on) })}` : ''}
        </p>
        <Total>{money(invoice.total, invoice.currency)}</Total>
      </Head>
      <InvoiceLines
        namespace="billing"
        caption={t('invoice.lines', { advertiser: invoice.advertiser_name, currency: invoice.currency })}
        invoice={invoice}
      />
      {invoice.status === 'draft' ? (
        <AdjustmentForm namespace="billing" currency={invoice.currency} kinds={BILLING_KINDS} add={add.mutateAsync} />
      ) : null}
      {invoice.status === 'paid' && invoice.paid_at ? (
        <p>{t('invoice.paidOn', { day: day(invoice.paid_at), reference: invoice.paid_reference ?? '' })}</p>
      ) : null}
      {number !== null ? (
        // Every sent invoice has these buttons: their description says whose they are.
        <Actions>
          <InvoicePdfButton
            namespace="billing"
            download={() => downloadAdvertiserInvoicePdf(invoice.id, number)}
            describedBy={titleId}
          />
          {payable ? (
            <Button type="button" $variant="secondary" onClick={() => setPaying(true)} aria-describedby={titleId}>
              {t('invoice.markPaid')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {paying ? (
        <MarkPaidDialog
          namespace="billing"
          markPaid={markPaid.mutateAsync}
          onDone={() => setPaying(false)}
          onCancel={() => setPaying(false)}
        />
      ) : null}
    </Card>
  );
}
