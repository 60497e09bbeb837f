import type { FastifyInstance } from 'fastify';

export default async function networkAdminRoutes(_app: FastifyInstance) {}
