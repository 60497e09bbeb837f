import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { saveDomains } from './domains';
import { settingsView } from './general';
import { type ExportKind, exportKeys, saveExportKeys } from './keys';
import { domainBody, keysBody, settingKeysAnswer, settingsAnswer, timeZoneBody } from './schemas';
import { saveTimeZone } from './timezone';

const owner = requireSession(PERMISSIONS.network);

const tags = ['settings'];
const settings = { 200: okAnswer(settingsAnswer) };
const keys = { 200: okAnswer(settingKeysAnswer) };
const file = { offer: 'offers.csv', report: 'stats.csv' } as const;
const schemas = {
  domains: {
    summary: 'Save the dashboard and/or tracking domain',
    tags,
    body: domainBody,
    response: settings,
  },
  timeZone: {
    summary: 'Change the network’s time zone and re-date its statistics',
    tags,
    body: timeZoneBody,
    response: settings,
  },
  keys: (kind: ExportKind) => ({ summary: `The chosen columns of ${file[kind]}`, tags, response: keys }),
  saveKeys: (kind: ExportKind) => ({
    summary: `Choose the columns of ${file[kind]}`,
    tags,
    body: keysBody,
    response: keys,
  }),
};

/** Domains, time zone and export columns of the caller's network. */
export default async function networkSettingsRoutes(app: RouteApp) {
  app.post('/api/network/setting/savedomain', { schema: schemas.domains, preHandler: owner }, async (request) => {
    await saveDomains(app.ctx, sessionOf(request), request.body);
    return ok('Domains saved', await settingsView(app.ctx, sessionOf(request)));
  });

  app.post('/api/network/setting/save/timezone', { schema: schemas.timeZone, preHandler: owner }, async (request) => {
    const { current_timezone, log_status } = request.body;
    const { ms, previous } = await saveTimeZone(app.ctx, sessionOf(request), current_timezone, log_status);
    request.log.info({ ms, previous }, 'time zone changed');
    return ok('Time zone saved', await settingsView(app.ctx, sessionOf(request)));
  });

  for (const kind of ['offer', 'report'] as ExportKind[]) {
    app.get(`/api/get/${kind}/setting/keys`, { schema: schemas.keys(kind), preHandler: owner }, async (request) =>
      ok('ok', await exportKeys(app.ctx, sessionOf(request), kind)),
    );
    app.post(
      `/api/network/${kind}/setting/keys`,
      { schema: schemas.saveKeys(kind), preHandler: owner },
      async (request) => {
        const { keys, log_status } = request.body;
        return ok('Export columns saved', await saveExportKeys(app.ctx, sessionOf(request), kind, keys, log_status));
      },
    );
  }
}
