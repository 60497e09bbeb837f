import { AreaPage, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useInvoice } from '../api/get-invoice';
import '../i18n/payments';
import { InvoiceDetail } from './invoice-detail';
import { InvoicePdfButton } from './invoice-pdf-button';

export const INVOICE_PATH = '/payments/invoices/:id';

/** /payments/invoices/:id: one of his invoices, its lines and totals, and its PDF to download. */
export function InvoicePage() {
  const { t } = useTranslation('payments');
  const { pathname } = useLocation();
  const id = Number(matchPath(INVOICE_PATH, pathname)?.params.id ?? 0);
  const invoice = useInvoice(id);
  return (
    <AreaPage title={t('invoice.title')}>
      <p>
        <Link to="/payments">{t('back')}</Link>
      </p>
      <QueryState query={invoice} loadingLabel={t('invoiceLoading')}>
        {(found) => (
          <>
            <InvoicePdfButton invoice={found} />
            <InvoiceDetail invoice={found} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
