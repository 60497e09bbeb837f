import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import accessRoutes from './access-routes';
import { offerAnswer } from './answers';
import { createOffer, setOfferStatus, updateOffer } from './edits';
import exportRoutes from './export-routes';
import goalRoutes from './goal-routes';
import { listOffers, offerFor } from './offers';
import publisherPayoutRoutes from './publisher-payout-routes';
import { createOfferBody, idParams, offerQuery, statusBody, updateOfferBody } from './schemas';

const member = requireSession(PERMISSIONS.network, PERMISSIONS.advertiser, PERMISSIONS.publisher);
const owner = requireSession(PERMISSIONS.network);

const tags = ['offers'];
const offerSaved = { 200: okAnswer(offerAnswer, 'The offer as saved') } as const;

/** The offers catalogue: role-aware listing and detail; the network owner creates, edits and pauses. */
export default async function offerRoutes(app: RouteApp) {
  await app.register(accessRoutes);
  await app.register(exportRoutes);
  await app.register(publisherPayoutRoutes);
  await app.register(goalRoutes);

  app.get(
    '/api/offers',
    {
      schema: {
        summary: "One page of the caller's tab of the catalogue",
        tags,
        querystring: offerQuery,
        response: { 200: okAnswer(pageOf(offerAnswer)) },
      },
      preHandler: member,
    },
    async (request) => ok('ok', await listOffers(app.ctx, sessionOf(request), request.query)),
  );

  app.get(
    '/api/offers/:id',
    {
      schema: {
        summary: 'One offer the caller may see',
        tags,
        params: idParams,
        response: { 200: okAnswer(offerAnswer) },
      },
      preHandler: member,
    },
    async (request) => ok('ok', await offerFor(app.ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/offers',
    {
      schema: { summary: 'The owner adds an offer', tags, body: createOfferBody, response: offerSaved },
      preHandler: owner,
    },
    async (request) => ok('Offer created', await createOffer(app.ctx, sessionOf(request), request.body)),
  );

  app.put(
    '/api/offers/:id',
    {
      schema: {
        summary: 'The owner changes some fields of an offer',
        tags,
        params: idParams,
        body: updateOfferBody,
        response: offerSaved,
      },
      preHandler: owner,
    },
    async (request) =>
      ok('Offer saved', await updateOffer(app.ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/offers/:id/status',
    {
      schema: {
        summary: 'The owner pauses, resumes or expires an offer',
        tags,
        params: idParams,
        body: statusBody,
        response: offerSaved,
      },
      preHandler: owner,
    },
    async (request) =>
      ok(
        'Offer status changed',
        await setOfferStatus(app.ctx, sessionOf(request), request.params.id, request.body.status),
      ),
  );
}
