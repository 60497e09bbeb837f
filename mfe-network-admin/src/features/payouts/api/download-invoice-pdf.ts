import { http } from '@affnet/core';
import { saveFile } from '@affnet/ui';
import { segment } from '../../../lib/path-segment';

/**
 * Downloads an approved invoice as a PDF, in the network's language of documents. A file saved to disk, not data for
 * the page, so it has no query hook: the button awaits it and reports a failure.
 */
export async function downloadInvoicePdf(invoiceId: number, invoiceNumber: number): Promise<void> {
  const response = await http.get<Blob>(`/api/network/invoices/${segment(invoiceId)}/pdf`, { responseType: 'blob' });
  saveFile(response.data, `invoice-${invoiceNumber}.pdf`);
}
