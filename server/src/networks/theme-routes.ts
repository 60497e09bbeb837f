import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { objectOf, type RouteApp } from '../shared/http/schemas';
import { themeAnswer } from './answers';
import { slug, themeSettings } from './schemas';
import { readTheme, saveTheme } from './themes';

const tags = ['networks'];
const schemas = {
  read: {
    summary: "A network's theme: the caller's own network, or any for the super admin",
    tags,
    body: objectOf({ network_id: slug }),
    response: { 200: okAnswer(themeAnswer) },
  },
  save: {
    summary: "Save theme settings of the owner's network, over the stored ones",
    tags,
    body: objectOf({ network_id: slug, settings: themeSettings([]) }),
    response: { 200: okAnswer() },
  },
};

/** A network's theme: read by any member, saved by its owner (merged over the stored one). */
export default async function themeRoutes(app: RouteApp) {
  app.post('/api/network/get/theme/', { schema: schemas.read, preHandler: requireSession() }, async (request) =>
    ok('ok', { theme: await readTheme(app.ctx, sessionOf(request), request.body.network_id) }),
  );

  app.post(
    '/api/network/save/theme/',
    { schema: schemas.save, preHandler: requireSession(PERMISSIONS.network) },
    async (request) => {
      await saveTheme(app.ctx, sessionOf(request), request.body.network_id, request.body.settings);
      return ok('Theme saved');
    },
  );
}
