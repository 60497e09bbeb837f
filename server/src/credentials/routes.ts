import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { createCredentials, readCredentials, regenerateCredentials } from './credentials';
import { confirmBody, credentialsAnswer, newCredentialsAnswer, publisherParams as params } from './schemas';

const manager = requireSession(PERMISSIONS.publisher, PERMISSIONS.network);
const tags = ['credentials'];
const schemas = {
  create: {
    summary: "Create a publisher's first API keys (himself, or his network's owner)",
    tags,
    params,
    response: { 200: okAnswer(newCredentialsAnswer) },
  },
  regenerate: {
    summary: "Replace a publisher's API keys: the old pair stops working at once",
    tags,
    params,
    body: confirmBody,
    response: { 200: okAnswer(newCredentialsAnswer) },
  },
  read: {
    summary: "A publisher's apikey (never the secret)",
    tags,
    params,
    response: { 200: okAnswer(credentialsAnswer) },
  },
};

/** A publisher's API keys, managed by himself or by his network's owner; the secret is shown only once. */
export default async function credentialRoutes(app: RouteApp) {
  app.get('/api/credential/create/:id', { schema: schemas.create, preHandler: manager }, async (request) =>
    ok('API credentials created', await createCredentials(app.ctx, sessionOf(request), request.params.id)),
  );

  app.put('/api/credential/update/:id', { schema: schemas.regenerate, preHandler: manager }, async (request) =>
    ok('API credentials regenerated', await regenerateCredentials(app.ctx, sessionOf(request), request.params.id)),
  );

  app.get('/api/credential/:id', { schema: schemas.read, preHandler: manager }, async (request) =>
    ok('ok', await readCredentials(app.ctx, sessionOf(request), request.params.id)),
  );
}
