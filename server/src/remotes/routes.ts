import { PERMISSIONS, type RemoteName } from '@affnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSessionOrDeployToken } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody } from '../shared/http/schemas';
import { overviewAnswer, releaseAnswer, rolloutAnswer } from './answers';
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

const tags = ['remotes'];
const rolloutSaved = { 200: okAnswer(rolloutAnswer, 'The rollout as saved') } as const;

/** A deploy script (token, no session) is recorded without a user. */
const actorOf = (request: FastifyRequest): RolloutActor => ({ userId: request.session?.user.id ?? null });

/** Super admin (or deploy script): releases of the remotes and which one each network gets. */
export default async function remoteRoutes(app: FastifyInstance) {
  const admin = requireSessionOrDeployToken(PERMISSIONS.admin);
  const target = (request: FastifyRequest<RolloutRoute>) => rolloutTarget(app.ctx, request.params.network);

  app.get(
    '/api/remotes',
    {
      schema: {
        summary: 'Every release with its failures, every rollout, the networks to pick from',
        tags,
        response: { 200: okAnswer(overviewAnswer) },
      },
      preHandler: admin,
    },
    async () => ok('ok', await remotesOverview(app.ctx)),
  );

  app.post<{ Body: ReleaseRegistration }>(
    '/api/remotes/releases',
    {
      schema: {
        summary: 'Registers a release of a remote (again with the same entry and area: nothing changes)',
        tags,
        body: releaseBody,
        response: { 200: okAnswer(releaseAnswer) },
      },
      preHandler: admin,
    },
    async (request) => {
      const { release, created } = await registerRelease(app.ctx, request.body);
      return ok(created ? 'Release registered' : 'Release already registered', release);
    },
  );

  app.put<RolloutRoute & { Body: RolloutChange }>(
    '/api/remotes/:remote/rollouts/:network',
    {
      schema: {
        summary: 'Sets the release (and perhaps a canary) a network, or the platform default, gets of a remote',
        tags,
        params: rolloutParams,
        body: rolloutBody,
        response: rolloutSaved,
      },
      preHandler: admin,
    },
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
    {
      schema: {
        summary: "Removes a network's own rollout (it follows the platform default again), or the default",
        tags,
        params: rolloutParams,
        response: { 200: okAnswer() },
      },
      preHandler: admin,
    },
    async (request) => {
      await removeRollout(app.ctx, actorOf(request), request.params.remote, await target(request));
      return ok('Rollout removed');
    },
  );

  app.post<RolloutRoute>(
    '/api/remotes/:remote/rollouts/:network/promote',
    {
      schema: {
        summary: 'The canary becomes the stable release for every user of the network',
        tags,
        params: rolloutParams,
        body: noBody,
        response: rolloutSaved,
      },
      preHandler: admin,
    },
    async (request) =>
      ok(
        'Canary promoted',
        await promoteCanary(app.ctx, actorOf(request), request.params.remote, await target(request)),
      ),
  );

  app.post<RolloutRoute>(
    '/api/remotes/:remote/rollouts/:network/rollback',
    {
      schema: {
        summary: 'Back to the stable release before the last change, the canary cleared',
        tags,
        params: rolloutParams,
        body: noBody,
        response: rolloutSaved,
      },
      preHandler: admin,
    },
    async (request) =>
      ok('Rolled back', await rollBack(app.ctx, actorOf(request), request.params.remote, await target(request))),
  );
}
