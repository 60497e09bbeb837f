import { notifyError, userMessage } from '@affnet/core';
import { AreaPage, Button, QueryState } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { downloadAdvertiserInvoicePdf } from '../api/download-advertiser-invoice-pdf';
import { useAdvertiserInvoice } from '../api/get-advertiser-invoice';
import '../i18n/advertiser-invoices';
import { AdvertiserInvoiceDetail } from './advertiser-invoice-detail';

const INVOICE_PATH = '/invoices/:id';

/** /invoices/:id: one of his invoices, its lines by offer and goal, its due day, and its PDF to download. */
export function AdvertiserInvoicePage() {
  const { t } = useTranslation('advertiser-invoices');
  const { pathname } = useLocation();
  const id = Number(matchPath(INVOICE_PATH, pathname)?.params.id ?? 0);
  const invoice = useAdvertiserInvoice(id);
  const [busy, setBusy] = useState(false);
  const download = async (number: number) => {
    setBusy(true);
    try {
      await downloadAdvertiserInvoicePdf(id, number);
    } catch (error) {
      notifyError(userMessage(error, t), t('pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AreaPage title={t('invoiceTitle')}>
      <p>
        <Link to="/invoices">{t('back')}</Link>
      </p>
      <QueryState query={invoice} loadingLabel={t('loading')}>
        {(found) => (
          <>
            {found.number !== null ? (
              <p>
                <Button type="button" onClick={() => download(found.number as number)} disabled={busy}>
                  {t('pdf')}
                </Button>
              </p>
            ) : null}
            <AdvertiserInvoiceDetail invoice={found} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
