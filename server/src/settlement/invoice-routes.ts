import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { fileAnswer, listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { publisherInvoicePdf } from './invoice-pdf';
import { addAdjustment, invoiceOf, markInvoicesPaid, publishersInvoices } from './invoices';
import { adjustmentBody, bulkPaidBody, idParams, invoiceAnswer, paidBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const tags = ['settlement'];

/** Invoices: the publisher reads his own; the owner adjusts drafts and marks approved ones paid (invoices.ts). */
export default async function invoiceRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/invoices',
    {
      schema: {
        summary: "The publisher's approved and paid invoices, newest first",
        tags,
        response: { 200: okAnswer(listOf(invoiceAnswer)) },
      },
      preHandler: requireSession(PERMISSIONS.publisher),
    },
    async (request) => ok('ok', await publishersInvoices(ctx, sessionOf(request))),
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        summary: "One of the publisher's invoices with its lines (another publisher's: 404)",
        tags,
        params: idParams,
        response: { 200: okAnswer(invoiceAnswer) },
      },
      preHandler: requireSession(PERMISSIONS.publisher),
    },
    async (request) => ok('ok', await invoiceOf(ctx, sessionOf(request), request.params.id)),
  );

  app.get(
    '/api/network/invoices/:id',
    {
      schema: {
        summary: 'One of the network’s invoices with its lines',
        tags,
        params: idParams,
        response: { 200: okAnswer(invoiceAnswer) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await invoiceOf(ctx, sessionOf(request), request.params.id)),
  );

  for (const [url, preHandler, who] of [
    ['/api/invoices/:id/pdf', requireSession(PERMISSIONS.publisher), "One of the publisher's own"],
    ['/api/network/invoices/:id/pdf', owner, 'One of the network’s'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          summary: `${who} approved invoices as a PDF, in the network's language of documents (a draft: 409)`,
          tags,
          params: idParams,
          response: { 200: fileAnswer('application/pdf', 'The invoice document') },
        },
        preHandler,
      },
      async (request, reply) => {
        const file = await publisherInvoicePdf(ctx, sessionOf(request), request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.content);
      },
    );
  }

  app.post(
    '/api/network/invoices/:id/adjustments',
    {
      schema: {
        summary: 'The owner adds a credit or a debit with its reason to a draft invoice (409 once approved)',
        tags,
        params: idParams,
        body: adjustmentBody,
        response: { 200: okAnswer(invoiceAnswer, 'The invoice with the new line') },
      },
      preHandler: owner,
    },
    async (request) =>
      ok('Adjustment added', await addAdjustment(ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/network/invoices/:id/paid',
    {
      schema: {
        summary: 'The owner marks an approved invoice paid, on a day with the payment reference',
        tags,
        params: idParams,
        body: paidBody,
        response: { 200: okAnswer(invoiceAnswer, 'The paid invoice') },
      },
      preHandler: owner,
    },
    async (request) => {
      const input = { ...request.body, invoice_ids: [request.params.id] };
      const [paid] = await markInvoicesPaid(ctx, sessionOf(request), input);
      return ok('Invoice marked paid', paid);
    },
  );

  app.post(
    '/api/network/invoices/paid',
    {
      schema: {
        summary: 'The owner marks several approved invoices paid at once (all or none)',
        tags,
        body: bulkPaidBody,
        response: { 200: okAnswer(listOf(invoiceAnswer), 'The paid invoices') },
      },
      preHandler: owner,
    },
    async (request) => ok('Invoices marked paid', await markInvoicesPaid(ctx, sessionOf(request), request.body)),
  );
}
