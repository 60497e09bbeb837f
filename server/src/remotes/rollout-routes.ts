import type { FastifyRequest } from 'fastify';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { rolloutAnswer } from './answers';
import { actorOf, checkScope, deployerOf, requireDeployer } from './deployer';
import { promoteCanary, removeRollout, rollBack, rolloutTarget, setRollout } from './rollouts';
import { type RolloutParams, rollbackBody, rolloutBody, rolloutParams } from './schemas';

const tags = ['remotes'];
const rolloutSaved = { 200: okAnswer(rolloutAnswer, 'The rollout as saved') } as const;

/** The rollout routes: the super admin, the operator's deploy token, or a team's token within its remote. */
export default async function rolloutRoutes(app: RouteApp) {
  const preHandler = requireDeployer();

  /** The deployer of the request, allowed on this remote and target, and the target (null: the platform default). */
  async function allowed(request: FastifyRequest, { remote, network }: RolloutParams) {
    const deployer = deployerOf(request);
    const target = await rolloutTarget(app.ctx, network);
    checkScope(deployer, remote, target);
    return { actor: actorOf(deployer), target, remote };
  }

  app.put(
    '/api/remotes/:remote/rollouts/:network',
    {
      schema: {
        summary: 'Sets the release (and perhaps a canary) a network, or the platform default, gets of a remote',
        tags,
        params: rolloutParams,
        body: rolloutBody,
        response: rolloutSaved,
      },
      preHandler,
    },
    async (request) => {
      const { actor, target, remote } = await allowed(request, request.params);
      return ok('Rollout saved', await setRollout(app.ctx, actor, remote, target, request.body));
    },
  );

  app.delete(
    '/api/remotes/:remote/rollouts/:network',
    {
      schema: {
        summary: "Removes a network's own rollout (it follows the platform default again), or the default",
        tags,
        params: rolloutParams,
        response: { 200: okAnswer() },
      },
      preHandler,
    },
    async (request) => {
      const { actor, target, remote } = await allowed(request, request.params);
      await removeRollout(app.ctx, actor, remote, target);
      return ok('Rollout removed');
    },
  );

  app.post(
    '/api/remotes/:remote/rollouts/:network/promote',
    {
      schema: {
        summary: 'The canary becomes the stable release for every user of the network',
        tags,
        params: rolloutParams,
        body: noBody,
        response: rolloutSaved,
      },
      preHandler,
    },
    async (request) => {
      const { actor, target, remote } = await allowed(request, request.params);
      return ok('Canary promoted', await promoteCanary(app.ctx, actor, remote, target));
    },
  );

  app.post(
    '/api/remotes/:remote/rollouts/:network/rollback',
    {
      schema: {
        summary: 'Back to an earlier stable release (the one chosen, else the one before the last change)',
        tags,
        params: rolloutParams,
        body: rollbackBody,
        response: rolloutSaved,
      },
      preHandler,
    },
    async (request) => {
      const { actor, target, remote } = await allowed(request, request.params);
      return ok('Rolled back', await rollBack(app.ctx, actor, remote, target, request.body?.version));
    },
  );
}
