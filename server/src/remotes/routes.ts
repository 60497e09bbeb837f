import { PERMISSIONS, type RemoteName } from '@affnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSessionOrDeployToken } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { remotesOverview } from './overview';
import { type ReleaseRegistration, registerRelease } from './releases';
import {
  promoteCanary,
  type RolloutActor,
  type RolloutChange,
  removeRollout,
  rollBack,
  rolloutTarget,
  setRollout,
} from './rollouts';
import { releaseBody, rolloutBody, rolloutParams } from './schemas';

interface RolloutRoute {
  Params: { remote: RemoteName; network: string };
}

/** A deploy script (token, no session) is recorded without a user. */
const actorOf = (request: FastifyRequest): RolloutActor => ({ userId: request.session?.user.id ?? null });

/** Super admin (or deploy script): releases of the remotes and which one each network gets. */
export default async function remoteRoutes(app: FastifyInstance) {
  const admin = requireSessionOrDeployToken(PERMISSIONS.admin);
  const target = (request: FastifyRequest<RolloutRoute>) => rolloutTarget(app.ctx, request.params.network);

  app.get('/api/remotes', { preHandler: admin }, async () => ok('ok', await remotesOverview(app.ctx)));

  app.post<{ Body: ReleaseRegistration }>(
    '/api/remotes/releases',
    { schema: { body: releaseBody }, preHandler: admin },
    async (request) => {
      const { release, created } = await registerRelease(app.ctx, request.body);
      return ok(created ? 'Release registered' : 'Release already registered', release);
    },
  );

  app.put<RolloutRoute & { Body: RolloutChange }>(
    '/api/remotes/:remote/rollouts/:network',
    { schema: { params: rolloutParams, body: rolloutBody }, preHandler: admin },
    async (request) => {
      const rollout = await setRollout(
        app.ctx,
        actorOf(request),
        request.params.remote,
        await target(request),
        request.body,
      );
      return ok('Rollout saved', rollout);
    },
  );

  app.delete<RolloutRoute>(
    '/api/remotes/:remote/rollouts/:network',
    { schema: { params: rolloutParams }, preHandler: admin },
    async (request) => {
      await removeRollout(app.ctx, actorOf(request), request.params.remote, await target(request));
      return ok('Rollout removed');
    },
  );

  app.post<RolloutRoute>(
    '/api/remotes/:remote/rollouts/:network/promote',
    { schema: { params: rolloutParams }, preHandler: admin },
    async (request) =>
      ok(
        'Canary promoted',
        await promoteCanary(app.ctx, actorOf(request), request.params.remote, await target(request)),
      ),
  );

  app.post<RolloutRoute>(
    '/api/remotes/:remote/rollouts/:network/rollback',
    { schema: { params: rolloutParams }, preHandler: admin },
    async (request) =>
      ok('Rolled back', await rollBack(app.ctx, actorOf(request), request.params.remote, await target(request))),
  );
}
