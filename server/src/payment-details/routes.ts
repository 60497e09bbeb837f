import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { ownPaymentDetails, publishersPaymentDetails, savePaymentDetails } from './payment-details';
import { paymentDetailsAnswer, paymentDetailsBody, publisherParams, savedDetailsAnswer } from './schemas';

const publisher = requireSession(PERMISSIONS.publisher);
const owner = requireSession(PERMISSIONS.network);
const tags = ['payment-details'];
const schemas = {
  own: {
    summary: "The signed-in publisher's payment method and tax details; null until he saves some",
    tags,
    response: { 200: okAnswer(savedDetailsAnswer) },
  },
  save: {
    summary: 'The publisher saves his payment details: audited, and mailed to him with account numbers masked',
    tags,
    body: paymentDetailsBody,
    response: { 200: okAnswer(paymentDetailsAnswer, 'The details as saved') },
  },
  publishers: {
    summary: "The owner reads one of his publishers' payment details (read-only); null when none are saved",
    tags,
    params: publisherParams,
    response: { 200: okAnswer(savedDetailsAnswer) },
  },
};

/** A publisher's payment details: his own to read and change, his network owner's to read (payment-details.ts). */
export default async function paymentDetailsRoutes(app: RouteApp) {
  app.get('/api/payment-details', { schema: schemas.own, preHandler: publisher }, async (request) =>
    ok('ok', await ownPaymentDetails(app.ctx, sessionOf(request))),
  );

  app.put('/api/payment-details', { schema: schemas.save, preHandler: publisher }, async (request) =>
    ok('Payment details saved', await savePaymentDetails(app.ctx, sessionOf(request), request.body)),
  );

  app.get(
    '/api/network/publishers/:publisherId/payment-details',
    { schema: schemas.publishers, preHandler: owner },
    async (request) =>
      ok('ok', await publishersPaymentDetails(app.ctx, sessionOf(request), request.params.publisherId)),
  );
}
