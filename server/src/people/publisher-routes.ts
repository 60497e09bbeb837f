import { PERMISSIONS, type PersonStatus, type PublisherInput, type PublisherViewQuery } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { originOf } from './origin';
import {
  deletePublisher,
  loginAsPublisher,
  publisherDetail,
  publisherList,
  publishersByName,
  setAutoApprove,
  setCutback,
  setPublisherStatus,
} from './publishers';
import { autoApproveBody, cutbackBody, idParams, publisherBody, statusBody, viewBody } from './schemas';
import { createPerson, updatePerson } from './store';
import { viewPublishers } from './view';

const owner = requireSession(PERMISSIONS.network);
type ById = { Params: { id: number } };

/** The spec's "Publisher" table, for the network owner. */
export default async function publisherAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get<ById>('/api/get/publisher/:id', { schema: { params: idParams }, preHandler: owner }, async (request) =>
    ok('ok', await publisherDetail(ctx, sessionOf(request), request.params.id)),
  );

  app.post<{ Body: PublisherInput }>(
    '/api/add/publisher',
    { schema: { body: publisherBody }, preHandler: owner },
    async (request) => {
      const session = sessionOf(request);
      const id = await createPerson(ctx, session, 'publisher', request.body, originOf(request));
      return ok('Publisher added', await publisherDetail(ctx, session, id));
    },
  );

  app.put<ById & { Body: PublisherInput }>(
    '/api/update/publisher/:id',
    { schema: { params: idParams, body: publisherBody }, preHandler: owner },
    async (request) => {
      const session = sessionOf(request);
      await updatePerson(ctx, session, 'publisher', request.params.id, request.body);
      return ok('Publisher saved', await publisherDetail(ctx, session, request.params.id));
    },
  );

  app.put<ById & { Body: { auto_approve: boolean } }>(
    '/api/update/publisher/auto/approve/:id',
    { schema: { params: idParams, body: autoApproveBody }, preHandler: owner },
    async (request) =>
      ok(
        'Auto-approve saved',
        await setAutoApprove(ctx, sessionOf(request), request.params.id, request.body.auto_approve),
      ),
  );

  app.put<ById & { Body: { cutback_percent: number } }>(
    '/api/publisher/update/cutback/:id',
    { schema: { params: idParams, body: cutbackBody }, preHandler: owner },
    async (request) =>
      ok('Cutback saved', await setCutback(ctx, sessionOf(request), request.params.id, request.body.cutback_percent)),
  );

  app.get('/api/publisher/list/', { preHandler: owner }, async (request) =>
    ok('ok', await publisherList(ctx, sessionOf(request))),
  );

  app.post<ById & { Body: { status: PersonStatus } }>(
    '/api/publisher/list/:id',
    { schema: { params: idParams, body: statusBody }, preHandler: owner },
    async (request) =>
      ok(
        'Publisher status changed',
        await setPublisherStatus(ctx, sessionOf(request), request.params.id, request.body.status),
      ),
  );

  app.delete<ById>('/api/publisher/list/:id', { schema: { params: idParams }, preHandler: owner }, async (request) => {
    await deletePublisher(ctx, sessionOf(request), request.params.id);
    return ok('Publisher deleted');
  });

  app.post<{ Body: PublisherViewQuery }>(
    '/api/publisher/view',
    { schema: { body: viewBody }, preHandler: owner },
    async (request) => ok('ok', await viewPublishers(ctx, sessionOf(request), request.body)),
  );

  app.get('/api/publisher/view/byname', { preHandler: owner }, async (request) =>
    ok('ok', await publishersByName(ctx, sessionOf(request))),
  );

  app.post<ById>('/api/publisher/login-as/:id', { schema: { params: idParams }, preHandler: owner }, async (request) =>
    ok('ok', await loginAsPublisher(ctx, sessionOf(request), request.params.id)),
  );
}
