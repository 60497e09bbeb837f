import type { FastifyInstance } from 'fastify';
import { ok } from '../../../envelope';
import { brandingOf } from '../../../services/networks';

/** Public: what the login page of this host shows (name, logo, theme) before anyone signs in. */
export default async function brandingRoutes(app: FastifyInstance) {
  app.get('/api/network/branding', async (request) => ok('ok', brandingOf(request.tenant)));
}
