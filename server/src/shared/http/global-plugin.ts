import type { FastifyInstance } from 'fastify';

type PluginFn = (app: FastifyInstance) => Promise<void>;

/**
 * Marks a plugin as not encapsulated (what `fastify-plugin` does), so its hooks, decorators and handlers
 * apply to the whole app.
 */
export function globalPlugin(fn: PluginFn): PluginFn {
  Object.assign(fn, { [Symbol.for('skip-override')]: true });
  return fn;
}
