import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { addBillingAdjustment, advertiserInvoice, advertisersInvoices, markAdvertiserInvoicePaid } from './invoices';
import { adjustmentBody, idParams, invoiceAnswer, paidBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const advertiser = requireSession(PERMISSIONS.advertiser);
const tags = ['billing'];

/** Advertiser invoices: the advertiser reads his own; the owner adjusts drafts and marks sent ones paid. */
export default async function advertiserInvoiceRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/advertiser/invoices',
    {
      schema: {
        summary: "The advertiser's sent and paid invoices, newest first (lines by offer and goal only)",
        tags,
        response: { 200: okAnswer(listOf(invoiceAnswer)) },
      },
      preHandler: advertiser,
    },
    async (request) => ok('ok', await advertisersInvoices(ctx, sessionOf(request))),
  );

  app.get(
    '/api/advertiser/invoices/:id',
    {
      schema: {
        summary: "One of the advertiser's invoices with its lines (another advertiser's: 404)",
        tags,
        params: idParams,
        response: { 200: okAnswer(invoiceAnswer) },
      },
      preHandler: advertiser,
    },
    async (request) => ok('ok', await advertiserInvoice(ctx, sessionOf(request), request.params.id)),
  );

  app.get(
    '/api/network/advertiser-invoices/:id',
    {
      schema: {
        summary: 'One of the network’s advertiser invoices with its lines',
        tags,
        params: idParams,
        response: { 200: okAnswer(invoiceAnswer) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await advertiserInvoice(ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/network/advertiser-invoices/:id/adjustments',
    {
      schema: {
        summary: 'The owner adds a charge or a credit with its reason to a draft advertiser invoice (409 once sent)',
        tags,
        params: idParams,
        body: adjustmentBody,
        response: { 200: okAnswer(invoiceAnswer, 'The invoice with the new line') },
      },
      preHandler: owner,
    },
    async (request) =>
      ok('Adjustment added', await addBillingAdjustment(ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/network/advertiser-invoices/:id/paid',
    {
      schema: {
        summary: 'The owner marks a sent (or overdue) advertiser invoice paid, on a day with the payment reference',
        tags,
        params: idParams,
        body: paidBody,
        response: { 200: okAnswer(invoiceAnswer, 'The paid invoice') },
      },
      preHandler: owner,
    },
    async (request) =>
      ok(
        'Invoice marked paid',
        await markAdvertiserInvoicePaid(ctx, sessionOf(request), request.params.id, request.body),
      ),
  );
}
