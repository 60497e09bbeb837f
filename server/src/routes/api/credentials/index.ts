import type { FastifyInstance } from 'fastify';

export default async function credentialRoutes(_app: FastifyInstance) {}
