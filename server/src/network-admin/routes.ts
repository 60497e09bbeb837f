import {
  type NetworkSearch,
  type NetworkStatusChange,
  type NetworkUpdate,
  PERMISSIONS,
  type RegistrationDecision,
} from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { networkId, objectOf, text } from '../shared/http/schemas';
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

const status = { type: 'string', enum: ['active', 'inactive'] } as const;
const idParams = objectOf({ id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } });
const searchBody = objectOf(
  {
    search: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: ['', 'active', 'inactive'] },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    sort: { type: 'string', enum: ['company_name', 'network_id', 'created_at', 'status', 'members', 'offers'] },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
  [],
);
const updateBody = objectOf({
  id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  company_name: text(200),
  dashboard_domain: { type: 'string', minLength: 3, maxLength: 300 },
  status,
});

/** Super admin (`admin` permission): every network of the platform, its status, and sign-up review. */
export default async function networkAdminRoutes(app: FastifyInstance) {
  const admin = requireSession(PERMISSIONS.admin);

  app.get('/user/network/datalist/', { preHandler: admin }, async () => ok('ok', await networkDataList(app.ctx)));

  app.get('/api/network/list/', { preHandler: admin }, async () => ok('ok', await listNetworks(app.ctx)));

  app.post<{ Body: NetworkSearch }>(
    '/api/network/list/search/',
    { schema: { body: searchBody }, preHandler: admin },
    async (request) => ok('ok', await searchNetworks(app.ctx, request.body ?? {})),
  );

  app.put<{ Body: NetworkUpdate }>(
    '/api/network/list',
    { schema: { body: updateBody }, preHandler: admin },
    async (request) => ok('Network saved', await updateNetwork(app.ctx, sessionOf(request).user.id, request.body)),
  );

  app.delete<{ Params: { id: number }; Querystring: { force?: boolean } }>(
    '/api/network/list/:id',
    {
      schema: { params: idParams, querystring: objectOf({ force: { type: 'boolean' } }, []) },
      preHandler: admin,
    },
    async (request) =>
      ok('Network deleted', await deleteNetwork(app.ctx, request.params.id, request.query.force === true)),
  );

  app.post<{ Body: NetworkStatusChange }>(
    '/user/network/status',
    { schema: { body: objectOf({ network_id: networkId, status }) }, preHandler: admin },
    async (request) => {
      const network = await setNetworkStatus(
        app.ctx,
        sessionOf(request).user.id,
        request.body.network_id,
        request.body.status,
      );
      return ok(network.status === 'active' ? 'Network activated' : 'Network deactivated', network);
    },
  );

  app.get('/api/network/registrations', { preHandler: admin }, async () =>
    ok('ok', await pendingRegistrations(app.ctx)),
  );

  app.post<{ Params: { id: number }; Body: { decision: RegistrationDecision } }>(
    '/api/network/registrations/:id/review',
    {
      schema: { params: idParams, body: objectOf({ decision: { type: 'string', enum: ['approve', 'reject'] } }) },
      preHandler: admin,
    },
    async (request) => {
      const { decision } = request.body;
      const network = await reviewRegistration(app.ctx, sessionOf(request).user.id, request.params.id, decision);
      return ok(decision === 'approve' ? 'Registration approved' : 'Registration rejected', network);
    },
  );
}
