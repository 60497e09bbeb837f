import { PERMISSIONS, type PostbackDecision, type PostbackInput, type PostbackQuery } from '@affnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { decidePostback } from './approvals';
import { forwardingDeliveries, type PageQuery, postbackDeliveries, testPostbackUrl } from './deliveries';
import { createPostback, deletePostback, listPostbacks, updatePostback } from './postbacks';
import { decisionBody, idParams, listQuery, pageQuery, postbackBody, testBody } from './schemas';

const member = requireSession(PERMISSIONS.network, PERMISSIONS.publisher);
const publisher = requireSession(PERMISSIONS.publisher);
const owner = requireSession(PERMISSIONS.network);

type ById = { Params: { id: number } };

const TESTS_PER_MINUTE = 30;
/**
 * The Test limit counts per signed-in user, after the session is read (`hook: 'preHandler'`, behind `member`): not
 * per Authorization header, which the same user may spell in many ways, nor per token, of which he may get many.
 */
const byUser = (request: FastifyRequest) => `user:${sessionOf(request).user.id}`;

/** Publishers' postbacks, the network's hold list, the Test button and the delivery logs. */
export default async function postbackRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PostbackQuery }>(
    '/api/postbacks',
    { schema: { querystring: listQuery }, preHandler: member },
    async (request) => ok('ok', await listPostbacks(app.ctx, sessionOf(request), request.query)),
  );

  app.post<{ Body: PostbackInput }>(
    '/api/postbacks',
    { schema: { body: postbackBody }, preHandler: publisher },
    async (request) => {
      const postback = await createPostback(app.ctx, sessionOf(request), request.body);
      return ok(postback.status === 'pending' ? 'Postback waiting for approval' : 'Postback saved', postback);
    },
  );

  app.post<{ Body: { url: string } }>(
    '/api/postbacks/test',
    {
      schema: { body: testBody },
      preHandler: member,
      // Each Test makes a request to the outside: a few a minute per signed-in user are plenty.
      config: {
        rateLimit: { max: TESTS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: byUser },
      },
    },
    async (request) => ok('Postback fired', await testPostbackUrl(app.ctx, sessionOf(request), request.body.url)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/postbacks/forwarding/deliveries',
    { schema: { querystring: pageQuery }, preHandler: owner },
    async (request) => ok('ok', await forwardingDeliveries(app.ctx, sessionOf(request), request.query)),
  );

  app.put<ById & { Body: PostbackInput }>(
    '/api/postbacks/:id',
    { schema: { params: idParams, body: postbackBody }, preHandler: publisher },
    async (request) => {
      const postback = await updatePostback(app.ctx, sessionOf(request), request.params.id, request.body);
      return ok(postback.status === 'pending' ? 'Change waiting for approval' : 'Postback saved', postback);
    },
  );

  app.delete<ById>('/api/postbacks/:id', { schema: { params: idParams }, preHandler: publisher }, async (request) => {
    const held = await deletePostback(app.ctx, sessionOf(request), request.params.id);
    return held ? ok('Deletion waiting for approval', held) : ok('Postback deleted');
  });

  app.post<ById & { Body: { decision: PostbackDecision } }>(
    '/api/postbacks/:id/decision',
    { schema: { params: idParams, body: decisionBody }, preHandler: owner },
    async (request) => {
      const { decision } = request.body;
      const postback = await decidePostback(app.ctx, sessionOf(request), request.params.id, decision);
      return ok(decision === 'approve' ? 'Change approved' : 'Change rejected', postback);
    },
  );

  app.get<ById & { Querystring: PageQuery }>(
    '/api/postbacks/:id/deliveries',
    { schema: { params: idParams, querystring: pageQuery }, preHandler: member },
    async (request) =>
      ok('ok', await postbackDeliveries(app.ctx, sessionOf(request), request.params.id, request.query)),
  );
}
