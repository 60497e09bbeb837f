import { notifyError, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

interface InvoicePdfButtonProps {
  invoiceId: number;
  number: number;
  /** The id of the invoice's title: a run has one such button per approved invoice, each described by its own. */
  describedBy: string;
}

/** "Download PDF" of an approved (numbered) invoice. */
export function InvoicePdfButton({ invoiceId, number, describedBy }: InvoicePdfButtonProps) {
  const { t } = useTranslation('payouts');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoiceId, number);
    } catch (error) {
      notifyError(userMessage(error, t), t('invoice.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" onClick={download} disabled={busy} aria-describedby={describedBy}>
      {t('invoice.pdf')}
    </Button>
  );
}
