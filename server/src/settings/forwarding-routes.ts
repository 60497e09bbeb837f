import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { addForwarding, deleteForwarding, forwardingSettings, updateForwarding } from './forwarding';
import { forwardingAnswer, forwardingBody, forwardingDeleteBody, forwardingUpdateBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);

const tags = ['settings'];
const forwarding = { 200: okAnswer(forwardingAnswer) };
const schemas = {
  list: {
    summary: 'The network’s postback forwarding settings, oldest first',
    tags,
    response: { 200: okAnswer({ type: 'array', items: forwardingAnswer }) },
  },
  add: { summary: 'Add a postback forwarding', tags, body: forwardingBody, response: forwarding },
  update: { summary: 'Change a postback forwarding', tags, body: forwardingUpdateBody, response: forwarding },
  remove: { summary: 'Delete a postback forwarding', tags, body: forwardingDeleteBody, response: { 200: okAnswer() } },
};

/** Postback forwarding settings: where the network's conversions are also sent. */
export default async function forwardingRoutes(app: RouteApp) {
  app.get(
    '/api/get/network/postback/forwarding/setting',
    { schema: schemas.list, preHandler: owner },
    async (request) => ok('ok', await forwardingSettings(app.ctx, sessionOf(request))),
  );

  app.post('/api/network/postback/forwarding/save', { schema: schemas.add, preHandler: owner }, async (request) =>
    ok('Forwarding saved', await addForwarding(app.ctx, sessionOf(request), request.body)),
  );

  app.post(
    '/api/network/postback/forwarding/update',
    { schema: schemas.update, preHandler: owner },
    async (request) => {
      const { postback_forwarding_setting_id: id, ...input } = request.body;
      return ok('Forwarding saved', await updateForwarding(app.ctx, sessionOf(request), id, input));
    },
  );

  app.post(
    '/api/delete/network/postback/forwarding/setting',
    { schema: schemas.remove, preHandler: owner },
    async (request) => {
      const { postback_forwarding_setting_id: id, log_status } = request.body;
      await deleteForwarding(app.ctx, sessionOf(request), id, log_status);
      return ok('Forwarding deleted');
    },
  );
}
