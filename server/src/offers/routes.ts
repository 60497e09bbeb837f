import { type OfferQuery, type OfferStatus, PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import accessRoutes from './access-routes';
import { createOffer, type OfferInput, setOfferStatus, updateOffer } from './edits';
import exportRoutes from './export-routes';
import { listOffers, offerFor } from './offers';
import { createOfferBody, idParams, offerQuery, statusBody, updateOfferBody } from './schemas';

const member = requireSession(PERMISSIONS.network, PERMISSIONS.advertiser, PERMISSIONS.publisher);
const owner = requireSession(PERMISSIONS.network);

type ById = { Params: { id: number } };

/** The offers catalogue: role-aware listing and detail; the network owner creates, edits and pauses. */
export default async function offerRoutes(app: FastifyInstance) {
  await app.register(accessRoutes);
  await app.register(exportRoutes);

  app.get<{ Querystring: OfferQuery }>(
    '/api/offers',
    { schema: { querystring: offerQuery }, preHandler: member },
    async (request) => ok('ok', await listOffers(app.ctx, sessionOf(request), request.query)),
  );

  app.get<ById>('/api/offers/:id', { schema: { params: idParams }, preHandler: member }, async (request) =>
    ok('ok', await offerFor(app.ctx, sessionOf(request), request.params.id)),
  );

  app.post<{ Body: OfferInput }>(
    '/api/offers',
    { schema: { body: createOfferBody }, preHandler: owner },
    async (request) => ok('Offer created', await createOffer(app.ctx, sessionOf(request), request.body)),
  );

  app.put<ById & { Body: Partial<OfferInput> }>(
    '/api/offers/:id',
    { schema: { params: idParams, body: updateOfferBody }, preHandler: owner },
    async (request) =>
      ok('Offer saved', await updateOffer(app.ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.post<ById & { Body: { status: OfferStatus } }>(
    '/api/offers/:id/status',
    { schema: { params: idParams, body: statusBody }, preHandler: owner },
    async (request) =>
      ok(
        'Offer status changed',
        await setOfferStatus(app.ctx, sessionOf(request), request.params.id, request.body.status),
      ),
  );
}
