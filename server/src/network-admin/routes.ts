import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { listOf, okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import {
  deleteNetwork,
  listNetworks,
  networkDataList,
  pendingRegistrations,
  searchNetworks,
  setNetworkStatus,
  updateNetwork,
} from './network-admin';
import { reviewRegistration } from './review';
import {
  adminNetworkAnswer,
  decisionBody,
  deletionAnswer,
  forceQuery,
  idParams,
  networkItemAnswer,
  searchBody,
  statusBody,
  updateBody,
} from './schemas';

const tags = ['network-admin'];
const oneNetwork = { 200: okAnswer(adminNetworkAnswer) };
const schemas = {
  dataList: {
    summary: "Every network's id and name, for pickers",
    tags,
    response: { 200: okAnswer(listOf(networkItemAnswer)) },
  },
  list: {
    summary: 'Every network of the platform, by company name',
    tags,
    response: { 200: okAnswer(listOf(adminNetworkAnswer)) },
  },
  search: {
    summary: 'Search the networks by name, id, domain or owner email, a page at a time',
    tags,
    body: searchBody,
    response: { 200: okAnswer(pageOf(adminNetworkAnswer)) },
  },
  update: {
    summary: "Change a network's name, dashboard domain and status",
    tags,
    body: updateBody,
    response: oneNetwork,
  },
  delete: {
    summary: 'Delete a network with everything it owns',
    tags,
    params: idParams,
    querystring: forceQuery,
    response: { 200: okAnswer(deletionAnswer) },
  },
  status: { summary: 'Activate or deactivate a network', tags, body: statusBody, response: oneNetwork },
  registrations: {
    summary: 'Self-service sign-ups waiting for review, oldest first',
    tags,
    response: { 200: okAnswer(listOf(adminNetworkAnswer)) },
  },
  review: {
    summary: 'Approve a self-service sign-up, or reject it (the network is made inactive)',
    tags,
    params: idParams,
    body: decisionBody,
    response: oneNetwork,
  },
};

/** Super admin (`admin` permission): every network of the platform, its status, and sign-up review. */
export default async function networkAdminRoutes(app: RouteApp) {
  const admin = requireSession(PERMISSIONS.admin);

  app.get('/user/network/datalist/', { schema: schemas.dataList, preHandler: admin }, async () =>
    ok('ok', await networkDataList(app.ctx)),
  );

  // Written as PUT's path (the trailing slash is ignored), so the document has one path with both calls.
  app.get('/api/network/list', { schema: schemas.list, preHandler: admin }, async () =>
    ok('ok', await listNetworks(app.ctx)),
  );

  app.post('/api/network/list/search/', { schema: schemas.search, preHandler: admin }, async (request) =>
    ok('ok', await searchNetworks(app.ctx, request.body ?? {})),
  );

  app.put('/api/network/list', { schema: schemas.update, preHandler: admin }, async (request) =>
    ok('Network saved', await updateNetwork(app.ctx, sessionOf(request).user.id, request.body)),
  );

  app.delete('/api/network/list/:id', { schema: schemas.delete, preHandler: admin }, async (request) =>
    ok('Network deleted', await deleteNetwork(app.ctx, request.params.id, request.query.force === true)),
  );

  app.post('/user/network/status', { schema: schemas.status, preHandler: admin }, async (request) => {
    const network = await setNetworkStatus(
      app.ctx,
      sessionOf(request).user.id,
      request.body.network_id,
      request.body.status,
    );
    return ok(network.status === 'active' ? 'Network activated' : 'Network deactivated', network);
  });

  app.get('/api/network/registrations', { schema: schemas.registrations, preHandler: admin }, async () =>
    ok('ok', await pendingRegistrations(app.ctx)),
  );

  app.post('/api/network/registrations/:id/review', { schema: schemas.review, preHandler: admin }, async (request) => {
    const { decision } = request.body;
    const network = await reviewRegistration(app.ctx, sessionOf(request).user.id, request.params.id, decision);
    return ok(decision === 'approve' ? 'Registration approved' : 'Registration rejected', network);
  });
}
