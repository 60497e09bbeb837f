import type { PublisherInvoice } from '@affnet/contracts';
import { notifyError, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

/** "Download PDF" of his invoice; a draft has no number and so no document (he never sees one anyway). */
export function InvoicePdfButton({ invoice }: { invoice: PublisherInvoice }) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  if (invoice.number === null) return null;
  const number = invoice.number;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice.id, number);
    } catch (error) {
      notifyError(userMessage(error, t), t('invoice.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <Button type="button" onClick={download} disabled={busy}>
        {t('invoice.pdf')}
      </Button>
    </p>
  );
}
