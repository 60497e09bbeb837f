import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { listOf, okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { createPerson, updatePerson } from './accounts';
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
import {
  autoApproveBody,
  cutbackBody,
  idParams,
  loginAsAnswer,
  namedPublisherAnswer,
  publisherBody,
  publisherDetailAnswer,
  publisherListItemAnswer,
  publisherViewRowAnswer,
  statusBody,
  viewBody,
} from './schemas';
import { viewPublishers } from './view';

const owner = requireSession(PERMISSIONS.network);

const tags = ['people'];
const detail = { 200: okAnswer(publisherDetailAnswer) };
const schemas = {
  detail: { summary: 'One publisher of the network', tags, params: idParams, response: detail },
  add: {
    summary: 'Add a publisher (mailed a set-password link without a password)',
    tags,
    body: publisherBody,
    response: detail,
  },
  update: { summary: 'Edit a publisher', tags, params: idParams, body: publisherBody, response: detail },
  autoApprove: {
    summary: 'Turn auto-approve of his offer access requests on or off',
    tags,
    params: idParams,
    body: autoApproveBody,
    response: detail,
  },
  cutback: {
    summary: 'Set the cutback percentage of a publisher',
    tags,
    params: idParams,
    body: cutbackBody,
    response: detail,
  },
  list: {
    summary: 'Every publisher of the network, by id',
    tags,
    response: { 200: okAnswer(listOf(publisherListItemAnswer)) },
  },
  status: {
    summary: 'Activate or deactivate a publisher',
    tags,
    params: idParams,
    body: statusBody,
    response: { 200: okAnswer(publisherListItemAnswer) },
  },
  remove: { summary: 'Delete a publisher without traffic', tags, params: idParams, response: { 200: okAnswer() } },
  view: {
    summary: 'A page of publishers with their last 30 days of figures',
    tags,
    body: viewBody,
    response: { 200: okAnswer(pageOf(publisherViewRowAnswer)) },
  },
  byName: {
    summary: 'Every publisher of the network by name, for pickers',
    tags,
    response: { 200: okAnswer(listOf(namedPublisherAnswer)) },
  },
  loginAs: {
    summary: 'Log in as a publisher: an account token for the /ext hand-off',
    tags,
    params: idParams,
    body: noBody,
    response: { 200: okAnswer(loginAsAnswer) },
  },
};

/** The spec's "Publisher" table, for the network owner. */
export default async function publisherAdminRoutes(app: RouteApp) {
  const { ctx } = app;

  app.get('/api/get/publisher/:id', { schema: schemas.detail, preHandler: owner }, async (request) =>
    ok('ok', await publisherDetail(ctx, sessionOf(request), request.params.id)),
  );

  app.post('/api/add/publisher', { schema: schemas.add, preHandler: owner }, async (request) => {
    const session = sessionOf(request);
    const id = await createPerson(ctx, session, 'publisher', request.body, originOf(request));
    return ok('Publisher added', await publisherDetail(ctx, session, id));
  });

  app.put('/api/update/publisher/:id', { schema: schemas.update, preHandler: owner }, async (request) => {
    const session = sessionOf(request);
    await updatePerson(ctx, session, 'publisher', request.params.id, request.body);
    return ok('Publisher saved', await publisherDetail(ctx, session, request.params.id));
  });

  app.put(
    '/api/update/publisher/auto/approve/:id',
    { schema: schemas.autoApprove, preHandler: owner },
    async (request) =>
      ok(
        'Auto-approve saved',
        await setAutoApprove(ctx, sessionOf(request), request.params.id, request.body.auto_approve),
      ),
  );

  app.put('/api/publisher/update/cutback/:id', { schema: schemas.cutback, preHandler: owner }, async (request) =>
    ok('Cutback saved', await setCutback(ctx, sessionOf(request), request.params.id, request.body.cutback_percent)),
  );

  app.get('/api/publisher/list/', { schema: schemas.list, preHandler: owner }, async (request) =>
    ok('ok', await publisherList(ctx, sessionOf(request))),
  );

  app.post('/api/publisher/list/:id', { schema: schemas.status, preHandler: owner }, async (request) =>
    ok(
      'Publisher status changed',
      await setPublisherStatus(ctx, sessionOf(request), request.params.id, request.body.status),
    ),
  );

  app.delete('/api/publisher/list/:id', { schema: schemas.remove, preHandler: owner }, async (request) => {
    await deletePublisher(ctx, sessionOf(request), request.params.id);
    return ok('Publisher deleted');
  });

  app.post('/api/publisher/view', { schema: schemas.view, preHandler: owner }, async (request) =>
    ok('ok', await viewPublishers(ctx, sessionOf(request), request.body)),
  );

  app.get('/api/publisher/view/byname', { schema: schemas.byName, preHandler: owner }, async (request) =>
    ok('ok', await publishersByName(ctx, sessionOf(request))),
  );

  app.post('/api/publisher/login-as/:id', { schema: schemas.loginAs, preHandler: owner }, async (request) =>
    ok('ok', await loginAsPublisher(ctx, sessionOf(request), request.params.id)),
  );
}
