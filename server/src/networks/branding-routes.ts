import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { brandingAnswer } from './answers';
import { brandingOf } from './networks';

const schema = {
  summary: "The host's network name, logo, theme and time zone, for the login page",
  tags: ['networks'],
  response: { 200: okAnswer(brandingAnswer) },
};

/** Public: what the login page of this host shows (name, logo, theme) before anyone signs in. */
export default async function brandingRoutes(app: RouteApp) {
  app.get('/api/network/branding', { schema }, async (request) => ok('ok', brandingOf(request.tenant)));
}
