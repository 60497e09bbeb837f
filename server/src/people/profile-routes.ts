import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { publisherProfile } from './publisher-profile';
import { publisherProfileAnswer } from './schemas';

const schema = {
  summary: 'The signed-in publisher’s own profile and account manager',
  tags: ['people'],
  response: { 200: okAnswer(publisherProfileAnswer) },
};

export default async function publisherRoutes(app: RouteApp) {
  app.get('/api/publisher/get', { schema, preHandler: requireSession(PERMISSIONS.publisher) }, async (request) =>
    ok('ok', await publisherProfile(app.ctx, sessionOf(request))),
  );
}
