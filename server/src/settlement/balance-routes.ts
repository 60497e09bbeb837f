import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { notFound } from '../shared/errors';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { ownersNetwork, publishersAccount } from './access';
import { balancesOf, publishersBalances } from './balances';
import { balanceQuery, balancesAnswer, publisherBalancesAnswer, publisherParams } from './schemas';
import { termsStore } from './terms-store';

const tags = ['settlement'];

/** What the network owes its publishers, per publisher and currency (balances.ts). */
export default async function balanceRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/network/balances',
    {
      schema: {
        summary: "The owner's list of what the network owes each publisher per currency, sortable, with totals",
        tags,
        querystring: balanceQuery,
        response: { 200: okAnswer(balancesAnswer) },
      },
      preHandler: requireSession(PERMISSIONS.network),
    },
    async (request) => {
      const networkId = ownersNetwork(sessionOf(request));
      const { sort = 'publisher_name', order = 'asc' } = request.query;
      return ok('ok', await balancesOf(ctx, networkId, undefined, { sort, order }));
    },
  );

  app.get(
    '/api/network/publishers/:publisherId/balances',
    {
      schema: {
        summary: "One publisher's balances per currency, for the owner's publisher page",
        tags,
        params: publisherParams,
        response: { 200: okAnswer(balancesAnswer) },
      },
      preHandler: requireSession(PERMISSIONS.network),
    },
    async (request) => {
      const networkId = ownersNetwork(sessionOf(request));
      const { publisherId } = request.params;
      if (!(await termsStore(ctx.db, networkId).publisher(publisherId))) throw notFound('Publisher not found');
      return ok('ok', await balancesOf(ctx, networkId, publisherId, { sort: 'currency', order: 'asc' }));
    },
  );

  app.get(
    '/api/balances',
    {
      schema: {
        summary: "The publisher's own balances per currency (without what cutback withholds)",
        tags,
        response: { 200: okAnswer(publisherBalancesAnswer) },
      },
      preHandler: requireSession(PERMISSIONS.publisher),
    },
    async (request) => {
      const { networkId, publisherId } = publishersAccount(sessionOf(request));
      return ok('ok', await publishersBalances(ctx, networkId, publisherId));
    },
  );
}
