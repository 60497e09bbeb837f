import { PERMISSIONS } from '@affnet/contracts';
import { requireSession } from '../auth/guard';
import { listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { deployTokenAnswer, newDeployTokenAnswer } from './answers';
import { createDeployToken, deployTokens, revokeDeployToken } from './deploy-tokens';
import { deployTokenBody, deployTokenParams } from './schemas';

const tags = ['remotes'];

/** The super admin's deploy tokens of the teams (a session only: no token makes or revokes tokens). */
export default async function deployTokenRoutes(app: RouteApp) {
  const preHandler = requireSession(PERMISSIONS.admin);

  app.get(
    '/api/remotes/deploy-tokens',
    {
      schema: {
        summary: 'The deploy tokens of the teams (never the tokens themselves), the valid ones first',
        tags,
        response: { 200: okAnswer(listOf(deployTokenAnswer)) },
      },
      preHandler,
    },
    async () => ok('ok', await deployTokens(app.ctx)),
  );

  app.post(
    '/api/remotes/deploy-tokens',
    {
      schema: {
        summary: "A team's deploy token for one remote (perhaps some networks); the answer shows the token once",
        tags,
        body: deployTokenBody,
        response: { 200: okAnswer(newDeployTokenAnswer) },
      },
      preHandler,
    },
    async (request) => ok('Deploy token created', await createDeployToken(app.ctx, request.body)),
  );

  app.post(
    '/api/remotes/deploy-tokens/:id/revoke',
    {
      schema: {
        summary: 'Revokes a deploy token: its next call is refused',
        tags,
        params: deployTokenParams,
        body: noBody,
        response: { 200: okAnswer(deployTokenAnswer) },
      },
      preHandler,
    },
    async (request) => ok('Deploy token revoked', await revokeDeployToken(app.ctx, request.params.id)),
  );
}
