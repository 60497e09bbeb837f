import type { FastifyInstance } from 'fastify';

export default async function postbackRoutes(_app: FastifyInstance) {}
