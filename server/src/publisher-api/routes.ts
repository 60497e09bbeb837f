import type { FastifyRequest } from 'fastify';
import { publisherFromKeys } from '../credentials/credentials';
import { forbidden } from '../shared/errors';
import { ok } from '../shared/http/envelope';
import { objectOf, type RouteApp } from '../shared/http/schemas';
import { publisherOfferPage } from './offers';
import { errorEnvelope, offerTypeParameter, okEnvelope, pageOf, publisherOfferSchema } from './openapi-schemas';

const query = objectOf(
  {
    offer_type: offerTypeParameter,
    limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Offers per page, 1–100 (default 20).' },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'Page number, from 1 (default 1).' },
  },
  [],
);

/** Not `objectOf`: the other request headers must stay. Missing or malformed keys answer 401, not 400. */
const key = (description: string) => ({ type: 'string', minLength: 1, maxLength: 200, description }) as const;
const headers = {
  type: 'object',
  properties: {
    apikey: key('Your apikey, from the API details page.'),
    secretkey: key('Your secret key, shown once when the keys are created or regenerated.'),
  },
  required: ['apikey', 'secretkey'],
} as const;

/** Calls per minute for one apikey (or one IP address without an apikey). */
export const PUBLISHER_API_PER_MINUTE = 300;

const schema = {
  operationId: 'listOffers',
  summary: 'List your offers',
  description:
    'The offers you see in the dashboard, one page at a time, newest first; the same tabs as the offers page.',
  tags: ['publisher-api'],
  querystring: query,
  headers,
  response: {
    200: okEnvelope(pageOf(publisherOfferSchema, 'One page of offers.'), 'One page of your offers.'),
    400: errorEnvelope('A parameter is invalid; the message names it.'),
    401: errorEnvelope('The apikey and secretkey headers are missing or do not match an active publisher.'),
    429: errorEnvelope(`More than ${PUBLISHER_API_PER_MINUTE} calls in a minute; wait for the retry-after seconds.`),
  },
};

const rateLimitKey = (request: FastifyRequest) => {
  const apikey = request.headers.apikey;
  return typeof apikey === 'string' && apikey.length <= 200 ? `apikey:${apikey}` : `ip:${request.ip}`;
};

/** The publisher API of the spec: the offers a publisher sees, by his apikey and secretkey headers. */
export default async function publisherApiRoutes(app: RouteApp) {
  app.get(
    '/publisher/offers/v2',
    {
      schema,
      attachValidation: true,
      config: {
        publicApi: { tags: ['Offers'] },
        rateLimit: { max: PUBLISHER_API_PER_MINUTE, timeWindow: 60_000, keyGenerator: rateLimitKey },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid && invalid.validationContext !== 'headers') throw invalid;
      // Missing or malformed keys are wrong keys: a 401 that counts as a failed attempt.
      const { apikey, secretkey } = request.headers as { apikey?: unknown; secretkey?: unknown };
      const text = (value: unknown) => (typeof value === 'string' && !invalid ? value : undefined);
      const caller = await publisherFromKeys(app.ctx, request.tenant, {
        apikey: text(apikey),
        secret: text(secretkey),
        ip: request.ip,
      });
      const { offer_type, limit, page } = request.query;
      // Keys are a publisher's only (publisherFromKeys); the type does not say so.
      if (caller.viewer.role !== 'publisher') throw forbidden();
      const query = { tab: offer_type, limit, page };
      return ok('ok', await publisherOfferPage(app.ctx, caller.networkId, caller.viewer, query));
    },
  );
}
