import { PERMISSIONS } from '@affnet/contracts';
import { requireSession } from '../auth/guard';
import { listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { failureAnswer, overviewAnswer, releaseAnswer } from './answers';
import deployTokenRoutes from './deploy-token-routes';
import { actorOf, checkScope, deployerOf, requireDeployer, requirePlatformAdmin } from './deployer';
import { latestFailures } from './failures';
import { remotesOverview } from './overview';
import { registerRelease } from './releases';
import rolloutRoutes from './rollout-routes';
import { setRollout } from './rollouts';
import { releaseBody, releaseParams } from './schemas';

const tags = ['remotes'];

/** Super admin (or deploy script): releases of the remotes and which one each network gets. */
export default async function remoteRoutes(app: RouteApp) {
  app.get(
    '/api/remotes',
    {
      schema: {
        summary: 'Every release with its failures, every rollout, the networks to pick from',
        tags,
        response: { 200: okAnswer(overviewAnswer) },
      },
      preHandler: requirePlatformAdmin(),
    },
    async () => ok('ok', await remotesOverview(app.ctx)),
  );

  app.post(
    '/api/remotes/releases',
    {
      schema: {
        summary:
          'Registers a release of a remote (again with the same entry and area: nothing changes); make_default also makes it the platform default',
        tags,
        body: releaseBody,
        response: { 200: okAnswer(releaseAnswer) },
      },
      preHandler: requireDeployer(),
    },
    async (request) => {
      const { remote, version, make_default: makeDefault } = request.body;
      const deployer = deployerOf(request);
      checkScope(deployer, remote, makeDefault ? null : undefined);
      const { release, created } = await registerRelease(app.ctx, request.body);
      if (makeDefault) {
        await setRollout(app.ctx, actorOf(deployer), remote, null, { version });
        return ok(
          `${created ? 'Release registered' : 'Release already registered'}, now the platform default`,
          release,
        );
      }
      return ok(created ? 'Release registered' : 'Release already registered', release);
    },
  );

  app.get(
    '/api/remotes/:remote/releases/:version/failures',
    {
      schema: {
        summary: 'The latest failures reported of a release: message, when, signed-in or anonymous, network',
        tags,
        params: releaseParams,
        response: { 200: okAnswer(listOf(failureAnswer)) },
      },
      preHandler: requireSession(PERMISSIONS.admin),
    },
    async (request) => ok('ok', await latestFailures(app.ctx, request.params.remote, request.params.version)),
  );

  await app.register(rolloutRoutes);
  await app.register(deployTokenRoutes);
}
