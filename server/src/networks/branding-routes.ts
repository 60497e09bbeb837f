import type { FastifyInstance } from 'fastify';
import { ok } from '../shared/http/envelope';
import { brandingOf } from './networks';

/** Public: what the login page of this host shows (name, logo, theme) before anyone signs in. */
export default async function brandingRoutes(app: FastifyInstance) {
  app.get('/api/network/branding', async (request) => ok('ok', brandingOf(request.tenant)));
}
