import type { FastifyInstance } from 'fastify';

export default async function networkSettingsRoutes(_app: FastifyInstance) {}
