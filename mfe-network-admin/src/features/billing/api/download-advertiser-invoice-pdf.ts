import { http } from '@affnet/core';
import { saveFile } from '@affnet/ui';
import { segment } from '../../../lib/path-segment';

/**
 * Downloads a sent advertiser invoice as a PDF. A file saved to disk, not data for the page, so it has no query hook:
 * the button awaits it and reports a failure.
 */
export async function downloadAdvertiserInvoicePdf(invoiceId: number, invoiceNumber: number): Promise<void> {
  const url = `/api/network/advertiser-invoices/${segment(invoiceId)}/pdf`;
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  saveFile(response.data, `invoice-A${invoiceNumber}.pdf`);
}
