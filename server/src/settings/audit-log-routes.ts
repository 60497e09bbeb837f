import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { auditLog } from './audit';
import { auditLogQuery } from './schemas';

/** The network's audit log, newest first, a page at a time. */
export default async function auditLogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page?: number; limit?: number } }>(
    '/api/network/audit-log',
    { schema: { querystring: auditLogQuery }, preHandler: requireSession(PERMISSIONS.network) },
    async (request) => {
      const { page = 1, limit = 20 } = request.query;
      return ok('ok', await auditLog(app.ctx, sessionOf(request), page, limit));
    },
  );
}
