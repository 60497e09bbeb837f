import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { fileAnswer } from '../shared/http/answers';
import type { RouteApp } from '../shared/http/schemas';
import { advertiserInvoicePdf } from './invoice-pdf';
import { idParams } from './schemas';

/** Advertiser invoices as PDFs: the advertiser his own, the owner any of his network's (invoice-pdf.ts). */
export default async function advertiserInvoicePdfRoutes(app: RouteApp) {
  const ctx = app.ctx;
  for (const [url, preHandler, who] of [
    ['/api/advertiser/invoices/:id/pdf', requireSession(PERMISSIONS.advertiser), "One of the advertiser's own"],
    ['/api/network/advertiser-invoices/:id/pdf', requireSession(PERMISSIONS.network), 'One of the network’s'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          summary: `${who} sent advertiser invoices as a PDF, in the network's language of documents (a draft: 409)`,
          tags: ['billing'],
          params: idParams,
          response: { 200: fileAnswer('application/pdf', 'The invoice document') },
        },
        preHandler,
      },
      async (request, reply) => {
        const file = await advertiserInvoicePdf(ctx, sessionOf(request), request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.content);
      },
    );
  }
}
