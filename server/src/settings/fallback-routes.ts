import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { saveFallbackUrl } from './fallback';
import { settingsView } from './general';
import { fallbackBody, settingsAnswer } from './schemas';

const owner = requireSession(PERMISSIONS.network);

const schema = {
  summary: 'Where refused clicks go (offer paused, expired, private or capped); empty: the network’s own page',
  tags: ['settings'],
  body: fallbackBody,
  response: { 200: okAnswer(settingsAnswer) },
};

/** The network's fallback URL (issue 28). */
export default async function fallbackRoutes(app: RouteApp) {
  app.post('/api/network/setting/fallback', { schema, preHandler: owner }, async (request) => {
    const { fallback_url, log_status } = request.body;
    const changed = await saveFallbackUrl(app.ctx, sessionOf(request), fallback_url, log_status);
    return ok(changed ? 'Fallback URL saved' : 'Nothing changed', await settingsView(app.ctx, sessionOf(request)));
  });
}
