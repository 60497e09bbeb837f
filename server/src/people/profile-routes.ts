import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { publisherProfile } from './publisher-profile';

export default async function publisherRoutes(app: FastifyInstance) {
  app.get('/api/publisher/get', { preHandler: requireSession(PERMISSIONS.publisher) }, async (request) =>
    ok('ok', await publisherProfile(app.ctx, sessionOf(request))),
  );
}
