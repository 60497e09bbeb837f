import type { FastifyInstance } from 'fastify';
import { ok } from './envelope';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ok('ok'));
}
