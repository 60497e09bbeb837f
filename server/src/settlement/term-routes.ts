import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { minimumBody, paymentTermsAnswer, publisherParams, termBody } from './schemas';
import { paymentTerms, removePublisherTerm, setPaymentTerm, setPayoutMinimum } from './terms';

const owner = requireSession(PERMISSIONS.network);
const tags = ['settlement'];
const answer = { 200: okAnswer(paymentTermsAnswer, 'The payment terms and minimums as saved') };

/** The owner's payment terms (the network's, each publisher's own) and minimum payouts per currency (terms.ts). */
export default async function termRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/network/payment-terms',
    {
      schema: {
        summary: "The network's payment term, publishers' own terms and minimum payouts",
        tags,
        response: answer,
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await paymentTerms(ctx, sessionOf(request))),
  );

  app.put(
    '/api/network/payment-terms',
    {
      schema: { summary: "The owner sets the network's payment term", tags, body: termBody, response: answer },
      preHandler: owner,
    },
    async (request) => ok('Payment term saved', await setPaymentTerm(ctx, sessionOf(request), null, request.body)),
  );

  app.put(
    '/api/network/payment-terms/publishers/:publisherId',
    {
      schema: {
        summary: "The owner sets a publisher's own payment term, replacing the network's for him",
        tags,
        params: publisherParams,
        body: termBody,
        response: answer,
      },
      preHandler: owner,
    },
    async (request) => {
      const saved = await setPaymentTerm(ctx, sessionOf(request), request.params.publisherId, request.body);
      return ok('Payment term saved', saved);
    },
  );

  app.delete(
    '/api/network/payment-terms/publishers/:publisherId',
    {
      schema: {
        summary: "The owner removes a publisher's own payment term: the network's applies to him again",
        tags,
        params: publisherParams,
        response: answer,
      },
      preHandler: owner,
    },
    async (request) =>
      ok('Payment term removed', await removePublisherTerm(ctx, sessionOf(request), request.params.publisherId)),
  );

  app.put(
    '/api/network/payout-minimums',
    {
      schema: {
        summary: 'The owner sets the minimum payout of a currency (0: none); under it a balance carries over',
        tags,
        body: minimumBody,
        response: answer,
      },
      preHandler: owner,
    },
    async (request) => {
      const { currency, amount } = request.body;
      return ok('Minimum payout saved', await setPayoutMinimum(ctx, sessionOf(request), currency, amount));
    },
  );
}
