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
    msg: { type: 'string', description: 'What went wrong.' },
    code: { type: 'string', description: 'A stable code.' },
  });

const json = (schema: ApiSchema) => ({ 'application/json': { schema } });

/** A document shaped like the server's (GET /api/docs/publisher-api). */
export const API_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Publisher API', version: '2', description: 'Read your offers from your own software.' },
  servers: [{ url: 'http://acme.localhost:3000' }],
  paths: {
    '/publisher/offers/v2': {
      get: {
        operationId: 'listOffers',
        summary: 'List your offers',
        description: 'The offers you see in the dashboard, one page at a time.',
        parameters: [
          {
            name: 'offer_type',
            in: 'query',
            required: false,
            description: 'Which offers.',
            schema: { type: 'string', enum: ['all', 'active', 'public', 'private'] },
          },
          {
            name: 'limit',
            in: 'query',
            required: false,
            description: 'Offers per page.',
            schema: { type: 'integer', minimum: 1, maximum: 100 },
          },
          { name: 'page', in: 'query', required: false, description: 'Page number.', schema: { type: 'integer' } },
          { name: 'apikey', in: 'header', required: true, description: 'Your apikey.', schema: { type: 'string' } },
          { name: 'secretkey', in: 'header', required: true, description: 'Your secret.', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'One page of your offers.',
            content: json(
              envelope('One page of your offers.', {
                err: { type: 'integer', description: '0 on success.' },
                payload: envelope('One page.', {
                  rows: {
                    type: 'array',
                    description: 'The rows of this page.',
                    items: envelope('An offer.', {
                      id: { type: 'integer', description: 'Offer id.' },
                      daily_cap: { type: ['integer', 'null'], description: 'Conversions per day.' },
                    }),
                  },
                  total: { type: 'integer', description: 'Rows in all pages.' },
                }),
              }),
            ),
          },
          '400': { description: 'A parameter is invalid.', content: json(error('A parameter is invalid.')) },
          '401': { description: 'The keys do not match.', content: json(error('The keys do not match.')) },
          '429': { description: 'Too many calls.', content: json(error('Too many calls.')) },
        },
      },
    },
  },
};
