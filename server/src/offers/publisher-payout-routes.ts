import { PAYOUT_TYPES, PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { integerId, listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { objectOf, type RouteApp, recordId } from '../shared/http/schemas';
import { publisherPayouts, removePublisherPayout, setPublisherPayout } from './publisher-payouts';
import { enumOf, idParams } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const tags = ['offers'];

/** contracts' PublisherPayout. */
const publisherPayoutAnswer = {
  type: 'object',
  description: "A publisher's own payout on an offer: it replaces the offer's payout for him alone",
  properties: {
    offer_id: integerId,
    publisher_id: integerId,
    publisher_name: { type: 'string' },
    goal: { type: ['string', 'null'], description: "The goal's postback value; null: the default goal (the offer)" },
    goal_name: { type: ['string', 'null'], description: "The goal's name; null: the default goal" },
    payout: {
      type: 'integer',
      minimum: 0,
      description: 'In minor units of the offer currency per conversion (CPS: basis points of the sale, 1500 = 15 %)',
    },
    currency: { type: 'string', description: "The offer's, ISO 4217" },
    payout_type: enumOf(PAYOUT_TYPES),
  },
  required: ['offer_id', 'publisher_id', 'publisher_name', 'goal', 'goal_name', 'payout', 'currency', 'payout_type'],
  additionalProperties: false,
} as const;

const payoutParams = objectOf({ id: recordId, publisherId: recordId });
const payoutBody = objectOf({ payout: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } });
/** Which goal of the offer: its postback value; none (or `default`) is the default goal, the offer itself. */
const goalQuery = {
  type: 'object',
  properties: {
    goal: { type: 'string', maxLength: 50, description: "A goal's postback value; none: the default goal" },
  },
  additionalProperties: false,
} as const;

type ByPublisher = { Params: { id: number; publisherId: number }; Querystring: { goal?: string } };
const targetOf = ({ params, query }: { params: ByPublisher['Params']; query: ByPublisher['Querystring'] }) => ({
  offerId: params.id,
  publisherId: params.publisherId,
  goal: query.goal,
});

/** The owner lists, sets and removes publishers' own payouts on one of his offers (publisher-payouts.ts). */
export default async function publisherPayoutRoutes(app: RouteApp) {
  app.get(
    '/api/offers/:id/publisher-payouts',
    {
      schema: {
        summary: "The publishers' own payouts on one of the owner's offers, by publisher name",
        tags,
        params: idParams,
        response: { 200: okAnswer(listOf(publisherPayoutAnswer)) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await publisherPayouts(app.ctx, sessionOf(request), request.params.id)),
  );

  app.put(
    '/api/offers/:id/publisher-payouts/:publisherId',
    {
      schema: {
        summary: "The owner sets a publisher's own payout on an offer's goal, in the offer's payout type and currency",
        tags,
        params: payoutParams,
        querystring: goalQuery,
        body: payoutBody,
        response: { 200: okAnswer(publisherPayoutAnswer, 'The payout as saved') },
      },
      preHandler: owner,
    },
    async (request) => {
      const saved = await setPublisherPayout(app.ctx, sessionOf(request), targetOf(request), request.body.payout);
      return ok('Publisher payout saved', saved);
    },
  );

  app.delete(
    '/api/offers/:id/publisher-payouts/:publisherId',
    {
      schema: {
        summary: "The owner removes a publisher's own payout: the offer's payout applies to him again",
        tags,
        params: payoutParams,
        querystring: goalQuery,
        response: { 200: okAnswer() },
      },
      preHandler: owner,
    },
    async (request) => {
      await removePublisherPayout(app.ctx, sessionOf(request), targetOf(request));
      return ok('Publisher payout removed');
    },
  );
}
