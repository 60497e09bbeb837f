import type { FastifyInstance } from 'fastify';

/** Routes of this area (issue 4); registered in routes/index.ts. */
export default async function routes(_app: FastifyInstance) {}
