import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer, pageOf } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { auditLog } from './audit';
import { auditEntryAnswer, auditLogQuery } from './schemas';

const schema = {
  summary: 'A page of the network’s audit log, newest first',
  tags: ['settings'],
  querystring: auditLogQuery,
  response: { 200: okAnswer(pageOf(auditEntryAnswer)) },
};

/** The network's audit log, newest first, a page at a time. */
export default async function auditLogRoutes(app: RouteApp) {
  app.get('/api/network/audit-log', { schema, preHandler: requireSession(PERMISSIONS.network) }, async (request) => {
    const { page = 1, limit = 20 } = request.query;
    return ok('ok', await auditLog(app.ctx, sessionOf(request), page, limit));
  });
}
