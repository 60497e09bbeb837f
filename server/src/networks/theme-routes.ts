import { PERMISSIONS, THEME_OPTIONS, type ThemeSettings } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { objectOf } from '../shared/http/schemas';
import { readTheme, saveTheme } from './themes';

const slug = { type: 'string', minLength: 1, maxLength: 100 } as const;

const settingsSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(THEME_OPTIONS).map(([key, values]) => [key, { type: 'string', enum: [...values] }]),
  ),
  additionalProperties: false,
} as const;

/** A network's theme: read by any member, saved by its owner (merged over the stored one). */
export default async function themeRoutes(app: FastifyInstance) {
  app.post<{ Body: { network_id: string } }>(
    '/api/network/get/theme/',
    { schema: { body: objectOf({ network_id: slug }) }, preHandler: requireSession() },
    async (request) => ok('ok', { theme: await readTheme(app.ctx, sessionOf(request), request.body.network_id) }),
  );

  app.post<{ Body: { network_id: string; settings: Partial<ThemeSettings> } }>(
    '/api/network/save/theme/',
    {
      schema: { body: objectOf({ network_id: slug, settings: settingsSchema }) },
      preHandler: requireSession(PERMISSIONS.network),
    },
    async (request) => {
      await saveTheme(app.ctx, sessionOf(request), request.body.network_id, request.body.settings);
      return ok('Theme saved');
    },
  );
}
