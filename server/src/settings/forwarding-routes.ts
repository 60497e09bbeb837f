import { type ForwardingInput, PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { addForwarding, deleteForwarding, forwardingSettings, updateForwarding } from './forwarding';
import { forwardingBody, forwardingDeleteBody, forwardingUpdateBody } from './schemas';

const owner = requireSession(PERMISSIONS.network);
type ById = { postback_forwarding_setting_id: number; log_status?: string };

/** Postback forwarding settings: where the network's conversions are also sent. */
export default async function forwardingRoutes(app: FastifyInstance) {
  app.get('/api/get/network/postback/forwarding/setting', { preHandler: owner }, async (request) =>
    ok('ok', await forwardingSettings(app.ctx, sessionOf(request))),
  );

  app.post<{ Body: ForwardingInput }>(
    '/api/network/postback/forwarding/save',
    { schema: { body: forwardingBody }, preHandler: owner },
    async (request) => ok('Forwarding saved', await addForwarding(app.ctx, sessionOf(request), request.body)),
  );

  app.post<{ Body: ForwardingInput & ById }>(
    '/api/network/postback/forwarding/update',
    { schema: { body: forwardingUpdateBody }, preHandler: owner },
    async (request) => {
      const { postback_forwarding_setting_id: id, ...input } = request.body;
      return ok('Forwarding saved', await updateForwarding(app.ctx, sessionOf(request), id, input));
    },
  );

  app.post<{ Body: ById }>(
    '/api/delete/network/postback/forwarding/setting',
    { schema: { body: forwardingDeleteBody }, preHandler: owner },
    async (request) => {
      const { postback_forwarding_setting_id: id, log_status } = request.body;
      await deleteForwarding(app.ctx, sessionOf(request), id, log_status);
      return ok('Forwarding deleted');
    },
  );
}
