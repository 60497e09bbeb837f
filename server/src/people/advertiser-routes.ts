import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { createPerson, updatePerson } from './accounts';
import { advertiserDetail, listAdvertisers, setAdvertiserStatus } from './advertisers';
import { originOf } from './origin';
import { advertiserAnswer, advertiserBody, advertiserQuery, idParams, statusBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);

const tags = ['people'];
const advertiser = { 200: okAnswer(advertiserAnswer) };
const schemas = {
  list: {
    summary: 'A page of the network’s advertisers, searchable by name, email or company',
    tags,
    querystring: advertiserQuery,
    response: { 200: okAnswer(pageOf(advertiserAnswer)) },
  },
  add: {
    summary: 'Add an advertiser (mailed a set-password link without a password)',
    tags,
    body: advertiserBody,
    response: advertiser,
  },
  update: { summary: 'Edit an advertiser', tags, params: idParams, body: advertiserBody, response: advertiser },
  status: {
    summary: 'Activate or deactivate an advertiser',
    tags,
    params: idParams,
    body: statusBody,
    response: advertiser,
  },
};

/** The network's advertisers: list, add, edit, status. */
export default async function advertiserRoutes(app: RouteApp) {
  const { ctx } = app;

  app.get('/api/advertisers', { schema: schemas.list, preHandler: owner }, async (request) =>
    ok('ok', await listAdvertisers(ctx, sessionOf(request), request.query)),
  );

  app.post('/api/advertisers', { schema: schemas.add, preHandler: owner }, async (request) => {
    const session = sessionOf(request);
    const id = await createPerson(ctx, session, 'advertiser', request.body, originOf(request));
    return ok('Advertiser added', await advertiserDetail(ctx, session, id));
  });

  app.put('/api/advertisers/:id', { schema: schemas.update, preHandler: owner }, async (request) => {
    const session = sessionOf(request);
    await updatePerson(ctx, session, 'advertiser', request.params.id, request.body);
    return ok('Advertiser saved', await advertiserDetail(ctx, session, request.params.id));
  });

  app.post('/api/advertisers/:id/status', { schema: schemas.status, preHandler: owner }, async (request) =>
    ok(
      'Advertiser status changed',
      await setAdvertiserStatus(ctx, sessionOf(request), request.params.id, request.body.status),
    ),
  );
}
