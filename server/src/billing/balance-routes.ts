import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { advertiserBalances } from './balances';
import { advertiserBalancesAnswer, termsAnswer, termsBody } from './schemas';
import { billingTerms, setBillingTerms } from './terms';

const owner = requireSession(PERMISSIONS.network);
const tags = ['billing'];

/** What advertisers owe the network, and when their invoices fall due. */
export default async function billingBalanceRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/network/advertiser-balances',
    {
      schema: {
        summary: 'What each advertiser owes per currency: owed, pending, invoiced, overdue, paid; totals per currency',
        tags,
        response: { 200: okAnswer(advertiserBalancesAnswer) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await advertiserBalances(ctx, sessionOf(request))),
  );

  app.get(
    '/api/network/billing-terms',
    {
      schema: {
        summary: 'Days after issue an advertiser invoice is due (30 until set)',
        tags,
        response: { 200: okAnswer(termsAnswer) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await billingTerms(ctx, sessionOf(request))),
  );

  app.put(
    '/api/network/billing-terms',
    {
      schema: {
        summary: 'The owner sets the days after issue an advertiser invoice is due (from the next sending on)',
        tags,
        body: termsBody,
        response: { 200: okAnswer(termsAnswer, 'The saved term') },
      },
      preHandler: owner,
    },
    async (request) => ok('Payment term saved', await setBillingTerms(ctx, sessionOf(request), request.body)),
  );
}
