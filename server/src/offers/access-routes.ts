import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { type AccessDecision, accessRequests, decideAccess, requestAccess } from './access';
import { type SubIds, trackingLink } from './links';
import { accessQuery, decisionBody, idParams, subIdsQuery } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const publisher = requireSession(PERMISSIONS.publisher);

/** Publishers ask for access and build tracking links; the network owner decides on access. */
export default async function accessRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number } }>(
    '/api/offers/:id/access',
    { schema: { params: idParams }, preHandler: publisher },
    async (request) => {
      const result = await requestAccess(app.ctx, sessionOf(request), request.params.id);
      return ok(result.access === 'allowed' ? 'You already run this offer' : 'Access requested', result);
    },
  );

  app.get<{ Querystring: { status?: 'requested' | 'allowed' | 'rejected' } }>(
    '/api/offers/access-requests',
    { schema: { querystring: accessQuery }, preHandler: owner },
    async (request) => ok('ok', await accessRequests(app.ctx, sessionOf(request), request.query.status)),
  );

  app.post<{ Body: AccessDecision }>(
    '/api/offers/access-requests/decide',
    { schema: { body: decisionBody }, preHandler: owner },
    async (request) => {
      const decided = await decideAccess(app.ctx, sessionOf(request), request.body);
      return ok(decided.status === 'allowed' ? 'Access allowed' : 'Access rejected', decided);
    },
  );

  app.get<{ Params: { id: number }; Querystring: SubIds }>(
    '/api/offers/:id/tracking-link',
    { schema: { params: idParams, querystring: subIdsQuery }, preHandler: publisher },
    async (request) => ok('ok', await trackingLink(app.ctx, sessionOf(request), request.params.id, request.query)),
  );
}
