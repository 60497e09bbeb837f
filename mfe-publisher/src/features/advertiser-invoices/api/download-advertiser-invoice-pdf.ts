import { http } from '@affnet/core';
import { saveFile } from '@affnet/ui';

/**
 * Downloads one of his sent invoices as a PDF, in the network's language of documents. A file saved to disk, not data
 * for the page, so it has no query hook: the button awaits it and reports a failure.
 */
export async function downloadAdvertiserInvoicePdf(invoiceId: number, invoiceNumber: number): Promise<void> {
  const url = `/api/advertiser/invoices/${encodeURIComponent(invoiceId)}/pdf`;
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  saveFile(response.data, `invoice-A${invoiceNumber}.pdf`);
}
