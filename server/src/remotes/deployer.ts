import { PERMISSIONS, type RemoteDeployToken, type RemoteName } from '@affnet/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasDeployToken, requireSession } from '../auth/guard';
import { forbidden, unauthenticated } from '../shared/errors';
import { authenticates, SESSION_OR_DEPLOY_TOKEN } from '../shared/http/api-security';
import { DEPLOY_TOKEN_PREFIX, deployTokenOf } from './deploy-tokens';
import type { RolloutActor } from './rollout-audit';

/** Who calls a deploy route: the super admin, a deploy script with the operator's DEPLOY_TOKEN, or a team's token. */
export type Deployer =
  | { kind: 'admin'; userId: number }
  | { kind: 'operator' }
  | { kind: 'team'; token: RemoteDeployToken };

const deployers = new WeakMap<FastifyRequest, Deployer>();

function bearerOf(request: FastifyRequest): string | null {
  const value = request.headers.authorization?.trim().replace(/^bearer\s+/i, '');
  return value || null;
}

/**
 * preHandler of the deploy routes: the operator's DEPLOY_TOKEN, a team's deploy token that is not revoked (401
 * otherwise), or the super admin's session. The route then checks the token's scope (checkScope).
 */
export function requireDeployer(): preHandlerAsyncHookHandler {
  const session = requireSession(PERMISSIONS.admin);
  const guard: preHandlerAsyncHookHandler = async function (request, reply) {
    if (hasDeployToken(request)) {
      deployers.set(request, { kind: 'operator' });
      return;
    }
    const bearer = bearerOf(request);
    if (bearer?.startsWith(DEPLOY_TOKEN_PREFIX)) {
      const token = await deployTokenOf(request.server.ctx, bearer);
      if (!token) throw unauthenticated('This deploy token is unknown or was revoked');
      deployers.set(request, { kind: 'team', token });
      return;
    }
    await session.call(this, request, reply);
    if (request.session) deployers.set(request, { kind: 'admin', userId: request.session.user.id });
  };
  return authenticates(guard, SESSION_OR_DEPLOY_TOKEN);
}

export function deployerOf(request: FastifyRequest): Deployer {
  const deployer = deployers.get(request);
  if (!deployer) throw unauthenticated('Please sign in to continue.');
  return deployer;
}

/** What the audit log records of the deployer. */
export function actorOf(deployer: Deployer): RolloutActor {
  if (deployer.kind === 'admin') return { userId: deployer.userId };
  return deployer.kind === 'team' ? { userId: null, deployToken: deployer.token.name } : { userId: null };
}

/**
 * 403 unless the deployer may act on this remote and target: a team's token acts only on its remote and, when it
 * lists networks, only on those (the platform default reaches every network: never such a token's). `target`
 * undefined: registering a release, which changes no network.
 */
export function checkScope(deployer: Deployer, remote: RemoteName, target?: number | null): void {
  if (deployer.kind !== 'team') return;
  const { token } = deployer;
  if (token.remote !== remote) throw forbidden(`Deploy token "${token.name}" acts on ${token.remote} only`);
  if (target === undefined || token.network_ids === null) return;
  if (target === null || !token.network_ids.includes(target)) {
    throw forbidden(`Deploy token "${token.name}" does not act on this network`);
  }
}

/** preHandler for the super admin's pages (the operator's DEPLOY_TOKEN too); a team's token is refused. */
export function requirePlatformAdmin(): preHandlerAsyncHookHandler {
  const deployer = requireDeployer();
  const guard: preHandlerAsyncHookHandler = async function (request, reply) {
    await deployer.call(this, request, reply);
    if (deployerOf(request).kind === 'team') throw forbidden('A team deploy token cannot read the Remotes overview');
  };
  return authenticates(guard, SESSION_OR_DEPLOY_TOKEN);
}
