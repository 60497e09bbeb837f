import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import docsRoutes from '../publisher-api/docs-routes';
import { ok } from '../shared/http/envelope';
import { objectOf } from '../shared/http/schemas';
import { createCredentials, readCredentials, regenerateCredentials } from './credentials';

const manager = requireSession(PERMISSIONS.publisher, PERMISSIONS.network);
const params = objectOf({ id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } });
const confirmBody = objectOf({ confirm: { type: 'boolean', const: true } });

type ById = { Params: { id: number } };

/** A publisher's API keys, managed by himself or by his network's owner; the secret is shown only once. */
export default async function credentialRoutes(app: FastifyInstance) {
  await app.register(docsRoutes);

  app.get<ById>('/api/credential/create/:id', { schema: { params }, preHandler: manager }, async (request) =>
    ok('API credentials created', await createCredentials(app.ctx, sessionOf(request), request.params.id)),
  );

  app.put<ById & { Body: { confirm: true } }>(
    '/api/credential/update/:id',
    { schema: { params, body: confirmBody }, preHandler: manager },
    async (request) =>
      ok('API credentials regenerated', await regenerateCredentials(app.ctx, sessionOf(request), request.params.id)),
  );

  app.get<ById>('/api/credential/:id', { schema: { params }, preHandler: manager }, async (request) =>
    ok('ok', await readCredentials(app.ctx, sessionOf(request), request.params.id)),
  );
}
