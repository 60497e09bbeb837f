import type { RouteApp } from '../../shared/http/schemas';
import { okAnswer } from './answers';
import { ok } from './envelope';

/** For load balancers and the start scripts: the server answers. */
export default async function healthRoutes(app: RouteApp) {
  app.get(
    '/healthz',
    { schema: { summary: 'The server is up', tags: ['platform'], response: { 200: okAnswer(undefined, 'Up') } } },
    async () => ok('ok'),
  );
}
