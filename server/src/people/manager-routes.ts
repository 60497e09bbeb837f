import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { createInvite, listInvites } from './invites';
import { accountManagers, addAccountManager, updateAccountManager } from './managers';
import { originOf } from './origin';
import { accountManagerAnswer, idParams, inviteAnswer, inviteBody, managerBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);

const tags = ['people'];
const manager = { 200: okAnswer(accountManagerAnswer) };
const schemas = {
  managers: {
    summary: 'The network’s account managers, by name',
    tags,
    response: { 200: okAnswer(listOf(accountManagerAnswer)) },
  },
  addManager: { summary: 'Add an account manager', tags, body: managerBody, response: manager },
  updateManager: { summary: 'Edit an account manager', tags, params: idParams, body: managerBody, response: manager },
  invite: {
    summary: 'A new registration link for a publisher or an advertiser, valid 30 days',
    tags,
    body: inviteBody,
    response: { 200: okAnswer(inviteAnswer) },
  },
  invites: {
    summary: 'The network’s registration links, newest first',
    tags,
    response: { 200: okAnswer(listOf(inviteAnswer)) },
  },
};

/** Account managers and registration invites of the network. */
export default async function managerRoutes(app: RouteApp) {
  const { ctx } = app;

  app.get('/api/publisher/accounts', { schema: schemas.managers, preHandler: owner }, async (request) =>
    ok('ok', await accountManagers(ctx, sessionOf(request))),
  );

  app.post('/api/publisher/accounts', { schema: schemas.addManager, preHandler: owner }, async (request) =>
    ok('Account manager added', await addAccountManager(ctx, sessionOf(request), request.body)),
  );

  app.put('/api/publisher/accounts/:id', { schema: schemas.updateManager, preHandler: owner }, async (request) =>
    ok('Account manager saved', await updateAccountManager(ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.post('/api/network/invites', { schema: schemas.invite, preHandler: owner }, async (request) =>
    ok('Invitation created', await createInvite(ctx, sessionOf(request), request.body.kind, originOf(request))),
  );

  app.get('/api/network/invites', { schema: schemas.invites, preHandler: owner }, async (request) =>
    ok('ok', await listInvites(ctx, sessionOf(request), originOf(request))),
  );
}
