import { optionalSessionUser } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { manifestAnswer } from './answers';
import { recordFailure } from './failures';
import { manifestFor } from './remotes';
import { failureBody } from './schemas';

const tags = ['remotes'];

/** Public: which release of each remote this host's tenant (and signed-in user) gets, and failure reports. */
export default async function manifestRoutes(app: RouteApp) {
  const { publicWrites } = app.ctx.config;

  // Never cached, so a rollout takes effect at once; a token only picks the user's side of a canary.
  const manifestSchema = {
    summary: "Which release of each remote this host's network (and the signed-in user) gets",
    tags,
    response: { 200: okAnswer(manifestAnswer) },
  };
  app.get('/mf/manifest', { schema: manifestSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const userId = await optionalSessionUser(request);
    return ok('ok', await manifestFor(app.ctx, request.tenant, request.headers.host, userId));
  });

  app.post(
    '/mf/failures',
    {
      schema: {
        summary:
          'The host reports a remote that failed to load or threw while rendering (with the session token when signed in: anonymous reports are shown apart)',
        tags,
        body: failureBody,
        response: { 200: okAnswer() },
      },
      config: { rateLimit: { max: publicWrites.max, timeWindow: publicWrites.windowMs } },
    },
    async (request) => {
      // A signed-in user's report counts per user; without a valid session it is anonymous, counted per address.
      const userId = await optionalSessionUser(request);
      const reporter = userId === null ? { address: request.ip } : { userId };
      const counted = await recordFailure(app.ctx, request.tenant, request.body, reporter);
      return ok(
        counted ? 'Failure recorded' : 'Failure not counted: this release had enough reports from you this hour',
      );
    },
  );
}
