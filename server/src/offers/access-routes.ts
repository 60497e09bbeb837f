import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { accessRequests, decideAccess, requestAccess } from './access';
import { accessAskedAnswer, accessRequestAnswer, trackingLinkAnswer } from './answers';
import { trackingLink } from './links';
import { accessQuery, decisionBody, idParams, subIdsQuery } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const publisher = requireSession(PERMISSIONS.publisher);
const tags = ['offers'];

/** Publishers ask for access and build tracking links; the network owner decides on access. */
export default async function accessRoutes(app: RouteApp) {
  app.post(
    '/api/offers/:id/access',
    {
      schema: {
        summary: 'A publisher asks to run a private or approval offer',
        tags,
        params: idParams,
        body: noBody,
        response: { 200: okAnswer(accessAskedAnswer) },
      },
      preHandler: publisher,
    },
    async (request) => {
      const result = await requestAccess(app.ctx, sessionOf(request), request.params.id);
      return ok(result.access === 'allowed' ? 'You already run this offer' : 'Access requested', result);
    },
  );

  app.get(
    '/api/offers/access-requests',
    {
      schema: {
        summary: "The owner's list of publishers' standings on his offers, newest first",
        tags,
        querystring: accessQuery,
        response: { 200: okAnswer({ type: 'array', items: accessRequestAnswer }) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await accessRequests(app.ctx, sessionOf(request), request.query.status)),
  );

  app.post(
    '/api/offers/access-requests/decide',
    {
      schema: {
        summary: 'The owner allows or rejects a publisher on an offer',
        tags,
        body: decisionBody,
        response: { 200: okAnswer(accessRequestAnswer, "The publisher's standing as decided") },
      },
      preHandler: owner,
    },
    async (request) => {
      const decided = await decideAccess(app.ctx, sessionOf(request), request.body);
      return ok(decided.status === 'allowed' ? 'Access allowed' : 'Access rejected', decided);
    },
  );

  app.get(
    '/api/offers/:id/tracking-link',
    {
      schema: {
        summary: "The publisher's tracking link of an offer he may run",
        tags,
        params: idParams,
        querystring: subIdsQuery,
        response: { 200: okAnswer(trackingLinkAnswer) },
      },
      preHandler: publisher,
    },
    async (request) => ok('ok', await trackingLink(app.ctx, sessionOf(request), request.params.id, request.query)),
  );
}
