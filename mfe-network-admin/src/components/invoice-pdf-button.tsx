import { notifyError, userMessage } from '@affnet/core';
import { Button } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InvoicePdfButtonProps {
  /** The page's words: `invoice.pdf` and `invoice.pdfFailed`. */
  namespace: string;
  /** Asks for the numbered invoice's PDF (a publisher's or an advertiser's) and saves it. */
  download: () => Promise<void>;
  /** The id of the invoice's title: a run has one such button per numbered invoice, each described by its own. */
  describedBy: string;
}

/** "Download PDF" of a numbered invoice; busy while it downloads, a failure said in the reader's language. */
export function InvoicePdfButton({ namespace, download, describedBy }: InvoicePdfButtonProps) {
  const { t } = useTranslation(namespace);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyError(userMessage(error, t), t('invoice.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={save}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {t('invoice.pdf')}
    </Button>
  );
}
