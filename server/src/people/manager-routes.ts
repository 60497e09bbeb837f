import { type AccountManagerInput, type InviteKind, PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { createInvite, listInvites } from './invites';
import { accountManagers, addAccountManager, updateAccountManager } from './managers';
import { originOf } from './origin';
import { idParams, inviteBody, managerBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);

/** Account managers and registration invites of the network. */
export default async function managerRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/publisher/accounts', { preHandler: owner }, async (request) =>
    ok('ok', await accountManagers(ctx, sessionOf(request))),
  );

  app.post<{ Body: AccountManagerInput }>(
    '/api/publisher/accounts',
    { schema: { body: managerBody }, preHandler: owner },
    async (request) => ok('Account manager added', await addAccountManager(ctx, sessionOf(request), request.body)),
  );

  app.put<{ Params: { id: number }; Body: AccountManagerInput }>(
    '/api/publisher/accounts/:id',
    { schema: { params: idParams, body: managerBody }, preHandler: owner },
    async (request) =>
      ok('Account manager saved', await updateAccountManager(ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.post<{ Body: { kind: InviteKind } }>(
    '/api/network/invites',
    { schema: { body: inviteBody }, preHandler: owner },
    async (request) =>
      ok('Invitation created', await createInvite(ctx, sessionOf(request), request.body.kind, originOf(request))),
  );

  app.get('/api/network/invites', { preHandler: owner }, async (request) =>
    ok('ok', await listInvites(ctx, sessionOf(request), originOf(request))),
  );
}
