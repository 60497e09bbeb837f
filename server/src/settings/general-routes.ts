import { type LinkSettingsInput, PERMISSIONS, type PostbackSettingsInput } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { publisherLinkSettings, saveLinkSettings, savePostbackSettings, settingsView } from './general';
import { linkSettingsBody, postbackSettingsBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const member = requireSession(PERMISSIONS.network, PERMISSIONS.advertiser, PERMISSIONS.publisher);

/** The network's settings as a whole, its tracking link settings and its postback settings. */
export default async function generalSettingsRoutes(app: FastifyInstance) {
  app.get('/api/get/network/setting', { preHandler: owner }, async (request) =>
    ok('ok', await settingsView(app.ctx, sessionOf(request))),
  );

  app.get('/api/get/publisher/link/settings', { preHandler: member }, async (request) =>
    ok('ok', await publisherLinkSettings(app.ctx, sessionOf(request))),
  );

  app.post<{ Body: LinkSettingsInput }>(
    '/api/network/setting/save',
    { schema: { body: linkSettingsBody }, preHandler: owner },
    async (request) => {
      await saveLinkSettings(app.ctx, sessionOf(request), request.body);
      return ok('Tracking link settings saved', await settingsView(app.ctx, sessionOf(request)));
    },
  );

  app.post<{ Body: PostbackSettingsInput }>(
    '/api/network/setting/postbacks',
    { schema: { body: postbackSettingsBody }, preHandler: owner },
    async (request) => {
      await savePostbackSettings(app.ctx, sessionOf(request), request.body);
      return ok('Postback settings saved', await settingsView(app.ctx, sessionOf(request)));
    },
  );
}
