import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { decidePostback } from './approvals';
import { forwardingDeliveries, postbackDeliveries, testPostbackUrl } from './deliveries';
import { createPostback, deletePostback, listPostbacks, updatePostback } from './postbacks';
import {
  decisionBody,
  deliveryAnswer,
  idParams,
  listQuery,
  pageQuery,
  postbackAnswer,
  postbackBody,
  testBody,
  testResultAnswer,
} from './schemas';

const member = requireSession(PERMISSIONS.network, PERMISSIONS.publisher);
const publisher = requireSession(PERMISSIONS.publisher);
const owner = requireSession(PERMISSIONS.network);

const tags = ['postbacks'];
const postback = { 200: okAnswer(postbackAnswer) };
const deliveries = { 200: okAnswer(pageOf(deliveryAnswer)) };
const schemas = {
  list: {
    summary: 'Postbacks, newest first: a publisher’s own, or the network’s (filtered by status or publisher)',
    tags,
    querystring: listQuery,
    response: { 200: okAnswer({ type: 'array', items: postbackAnswer }) },
  },
  add: {
    summary: 'Add a postback (held for approval when the network asks)',
    tags,
    body: postbackBody,
    response: postback,
  },
  test: {
    summary: "Fire a postback URL once with sample values (with `offer_id`, that offer's payout and currency)",
    tags,
    body: testBody,
    response: { 200: okAnswer(testResultAnswer) },
  },
  forwardingDeliveries: {
    summary: 'A page of the network’s forwarding deliveries, newest first',
    tags,
    querystring: pageQuery,
    response: deliveries,
  },
  update: {
    summary: 'Change a postback (held for approval when the network asks)',
    tags,
    params: idParams,
    body: postbackBody,
    response: postback,
  },
  remove: {
    summary: 'Delete a postback, or put the deletion on the hold list',
    tags,
    params: idParams,
    response: {
      200: {
        description: 'Deleted (no payload), or the postback whose deletion waits for approval',
        oneOf: [okAnswer(postbackAnswer, 'Deletion waiting for approval'), okAnswer(undefined, 'Postback deleted')],
      },
    },
  },
  decide: {
    summary: 'Approve or reject a postback’s held change',
    tags,
    params: idParams,
    body: decisionBody,
    response: postback,
  },
  deliveries: {
    summary: 'A page of one postback’s delivery log, newest first',
    tags,
    params: idParams,
    querystring: pageQuery,
    response: deliveries,
  },
};

const TESTS_PER_MINUTE = 30;
/**
 * The Test limit counts per signed-in user, after the session is read (`hook: 'preHandler'`, behind `member`): not
 * per Authorization header, which the same user may spell in many ways, nor per token, of which he may get many.
 */
const byUser = (request: FastifyRequest) => `user:${sessionOf(request).user.id}`;

/** Publishers' postbacks, the network's hold list, the Test button and the delivery logs. */
export default async function postbackRoutes(app: RouteApp) {
  app.get('/api/postbacks', { schema: schemas.list, preHandler: member }, async (request) =>
    ok('ok', await listPostbacks(app.ctx, sessionOf(request), request.query)),
  );

  app.post('/api/postbacks', { schema: schemas.add, preHandler: publisher }, async (request) => {
    const postback = await createPostback(app.ctx, sessionOf(request), request.body);
    return ok(postback.status === 'pending' ? 'Postback waiting for approval' : 'Postback saved', postback);
  });

  app.post(
    '/api/postbacks/test',
    {
      schema: schemas.test,
      preHandler: member,
      // Each Test makes a request to the outside: a few a minute per signed-in user are plenty.
      config: {
        rateLimit: { max: TESTS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: byUser },
      },
    },
    async (request) => {
      const { url, offer_id } = request.body;
      return ok('Postback fired', await testPostbackUrl(app.ctx, sessionOf(request), url, offer_id));
    },
  );

  app.get(
    '/api/postbacks/forwarding/deliveries',
    { schema: schemas.forwardingDeliveries, preHandler: owner },
    async (request) => ok('ok', await forwardingDeliveries(app.ctx, sessionOf(request), request.query)),
  );

  app.put('/api/postbacks/:id', { schema: schemas.update, preHandler: publisher }, async (request) => {
    const postback = await updatePostback(app.ctx, sessionOf(request), request.params.id, request.body);
    return ok(postback.status === 'pending' ? 'Change waiting for approval' : 'Postback saved', postback);
  });

  app.delete('/api/postbacks/:id', { schema: schemas.remove, preHandler: publisher }, async (request) => {
    const held = await deletePostback(app.ctx, sessionOf(request), request.params.id);
    return held ? ok('Deletion waiting for approval', held) : ok('Postback deleted');
  });

  app.post('/api/postbacks/:id/decision', { schema: schemas.decide, preHandler: owner }, async (request) => {
    const { decision } = request.body;
    const postback = await decidePostback(app.ctx, sessionOf(request), request.params.id, decision);
    return ok(decision === 'approve' ? 'Change approved' : 'Change rejected', postback);
  });

  app.get('/api/postbacks/:id/deliveries', { schema: schemas.deliveries, preHandler: member }, async (request) =>
    ok('ok', await postbackDeliveries(app.ctx, sessionOf(request), request.params.id, request.query)),
  );
}
