import type { ApiSchema, CurrentUser, OpenApiDocument } from '@affnet/contracts';
import { useSession } from '@affnet/core';

/** Signs in publisher #7 of Acme (the token is not read by the page). */
export function signInPublisher(): void {
  const user = {
    token: 'header.payload.signature',
    permissions: ['publisher'],
    userDetail: { id: 7, name: 'Paul Publisher', email: 'publisher@acme.test', role: 'publisher', network: ['acme'] },
  } as unknown as CurrentUser;
  useSession.setState({ user, permissions: ['publisher'] });
}

const envelope = (description: string, properties: Record<string, ApiSchema>): ApiSchema => ({
  type: 'object',
  description,
  properties,
  required: Object.keys(properties),
});

const error = (description: string) =>
  envelope(description, {
    err: { type: 'integer', enum: [1], description: '1 on failure.' },
    msg: { type: 'string', description: 'What went wrong, in words (a bad field is named).' },
    code: { type: 'string', description: 'A stable code.' },
  });

const json = (schema: ApiSchema) => ({ 'application/json': { schema } });
const answer = (description: string) => ({ description, content: json(error(description)) });

/** A document shaped like the server's (GET /api/docs/publisher-api), in its words. */
export const API_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Publisher API',
    version: '2',
    description:
      'Read your offers from your own software. Every call is authenticated by the apikey and secretkey headers from ' +
      'the API details page; every answer is the JSON envelope { err, msg, payload }.',
  },
  servers: [{ url: 'http://acme.localhost:3000' }],
  paths: {
    '/publisher/offers/v2': {
      get: {
        operationId: 'listOffers',
        summary: 'List your offers',
        description:
          'The offers you see in the dashboard, one page at a time, newest first; the same tabs as the offers page.',
        parameters: [
          {
            name: 'offer_type',
            in: 'query',
            required: false,
            description: 'Which offers: all, active, public or private (default all).',
            schema: { type: 'string', enum: ['all', 'active', 'public', 'private'] },
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: 'Offers per page, 1–100 (default 20).',
            schema: { type: 'integer', minimum: 1, maximum: 100 },
          },
          {
            name: 'page',
            in: 'query',
            required: false,
            description: 'Page number, from 1 (default 1).',
            schema: { type: 'integer' },
          },
          {
            name: 'apikey',
            in: 'header',
            required: true,
            description: 'Your apikey, from the API details page.',
            schema: { type: 'string' },
          },
          {
            name: 'secretkey',
            in: 'header',
            required: true,
            description: 'Your secret key, shown once when the keys are created or regenerated.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'One page of your offers.',
            content: json(
              envelope('One page of your offers.', {
                err: { type: 'integer', description: '0 on success.' },
                payload: envelope('One page of offers.', {
                  rows: {
                    type: 'array',
                    description: 'The rows of this page.',
                    items: envelope('An offer.', {
                      id: { type: 'integer', description: 'Offer id; use it in tracking links.' },
                      daily_cap: { type: ['integer', 'null'], description: 'Conversions per day; null means no cap.' },
                    }),
                  },
                  total: { type: 'integer', description: 'Rows in all pages.' },
                }),
              }),
            ),
          },
          '400': answer('A parameter is invalid; the message names it.'),
          '401': answer('The apikey and secretkey headers are missing or do not match an active publisher.'),
          '429': answer('More than 300 calls in a minute; wait for the retry-after seconds.'),
        },
      },
    },
  },
  components: {
    securitySchemes: {
      apikey: { type: 'apiKey', in: 'header', name: 'apikey', description: 'Your apikey, from the API details page.' },
      secretkey: {
        type: 'apiKey',
        in: 'header',
        name: 'secretkey',
        description: 'Your secret key, shown once when the keys are created or regenerated.',
      },
    },
  },
};
