import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../envelope';
import { requireSession, sessionOf } from '../../plugins/auth';
import { publisherProfile } from '../../services/publishers';

export default async function publisherRoutes(app: FastifyInstance) {
  app.get('/api/publisher/get', { preHandler: requireSession(PERMISSIONS.publisher) }, async (request) =>
    ok('ok', await publisherProfile(app.ctx, sessionOf(request))),
  );
}
