import type { FastifyInstance } from 'fastify';
import { publicApiCatalogue } from '../services/openapi';
import credentialRoutes from './api/credentials';
import exportRoutes from './api/exports';
import brandingRoutes from './api/network/branding';
import logoRoutes from './api/network/logo';
import themeRoutes from './api/network/theme';
import networkAdminRoutes from './api/networks';
import offerRoutes from './api/offers';
import peopleRoutes from './api/people';
import postbackRoutes from './api/postbacks';
import publisherRoutes from './api/publisher';
import remoteRoutes from './api/remotes';
import sessionRoutes from './api/session';
import networkSettingsRoutes from './api/settings';
import statisticsRoutes from './api/statistics';
import passwordRoutes from './auth/password';
import healthRoutes from './health';
import manifestRoutes from './mf/manifest';
import publisherApiRoutes from './publisher';
import registrationRoutes from './register';
import trackingRoutes from './tracking';
import loginRoutes from './user/login';
import networkUserRoutes from './user/network';

/** Every route of the API; paths are spelled out in each file as the contract lists them. */
export async function routes(app: FastifyInstance) {
  // First: it collects the public API routes of the plugins below for their OpenAPI document.
  await app.register(publicApiCatalogue);
  for (const plugin of [
    healthRoutes,
    manifestRoutes,
    loginRoutes,
    networkUserRoutes,
    registrationRoutes,
    passwordRoutes,
    sessionRoutes,
    brandingRoutes,
    themeRoutes,
    logoRoutes,
    publisherRoutes,
    offerRoutes,
    publisherApiRoutes,
    trackingRoutes,
    statisticsRoutes,
    postbackRoutes,
    networkSettingsRoutes,
    peopleRoutes,
    credentialRoutes,
    exportRoutes,
    networkAdminRoutes,
    remoteRoutes,
  ]) {
    await app.register(plugin);
  }
}
