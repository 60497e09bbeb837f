import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { publisherLinkSettings, saveLinkSettings, savePostbackSettings, settingsView } from './general';
import { linkSettingsAnswer, linkSettingsBody, postbackSettingsBody, settingsAnswer } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const member = requireSession(PERMISSIONS.network, PERMISSIONS.advertiser, PERMISSIONS.publisher);

const tags = ['settings'];
const settings = { 200: okAnswer(settingsAnswer) };
const schemas = {
  settings: { summary: 'Every setting of the network', tags, response: settings },
  linkSettings: {
    summary: 'What shapes the tracking links of the network’s members',
    tags,
    response: { 200: okAnswer(linkSettingsAnswer) },
  },
  saveLink: { summary: 'Save the tracking link settings', tags, body: linkSettingsBody, response: settings },
  savePostbacks: {
    summary: 'Save the postback approval and export retention settings',
    tags,
    body: postbackSettingsBody,
    response: settings,
  },
};

/** The network's settings as a whole, its tracking link settings and its postback settings. */
export default async function generalSettingsRoutes(app: RouteApp) {
  app.get('/api/get/network/setting', { schema: schemas.settings, preHandler: owner }, async (request) =>
    ok('ok', await settingsView(app.ctx, sessionOf(request))),
  );

  app.get('/api/get/publisher/link/settings', { schema: schemas.linkSettings, preHandler: member }, async (request) =>
    ok('ok', await publisherLinkSettings(app.ctx, sessionOf(request))),
  );

  app.post('/api/network/setting/save', { schema: schemas.saveLink, preHandler: owner }, async (request) => {
    await saveLinkSettings(app.ctx, sessionOf(request), request.body);
    return ok('Tracking link settings saved', await settingsView(app.ctx, sessionOf(request)));
  });

  app.post('/api/network/setting/postbacks', { schema: schemas.savePostbacks, preHandler: owner }, async (request) => {
    await savePostbackSettings(app.ctx, sessionOf(request), request.body);
    return ok('Postback settings saved', await settingsView(app.ctx, sessionOf(request)));
  });
}
