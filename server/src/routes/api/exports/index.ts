import type { FastifyInstance } from 'fastify';

export default async function exportRoutes(_app: FastifyInstance) {}
