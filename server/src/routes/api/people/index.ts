import type { FastifyInstance } from 'fastify';

export default async function peopleRoutes(_app: FastifyInstance) {}
