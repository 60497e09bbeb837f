import type { FastifyInstance } from 'fastify';
import loginRoutes from './auth/login-routes';
import passwordRoutes from './auth/password-routes';
import sessionRoutes from './auth/session-routes';
import billingRoutes from './billing/routes';
import conversionRoutes from './conversions/routes';
import credentialRoutes from './credentials/routes';
import exportRoutes from './exports/routes';
import integrationKitRoutes from './integration-kit/routes';
import networkAdminRoutes from './network-admin/routes';
import brandingRoutes from './networks/branding-routes';
import logoRoutes from './networks/logo-routes';
import networkUserRoutes from './networks/network-routes';
import registrationRoutes from './networks/register-routes';
import themeRoutes from './networks/theme-routes';
import offerRoutes from './offers/routes';
import paymentDetailsRoutes from './payment-details/routes';
import publisherRoutes from './people/profile-routes';
import peopleRoutes from './people/routes';
import postbackRoutes from './postbacks/routes';
import docsRoutes from './publisher-api/docs-routes';
import { publicApiCatalogue } from './publisher-api/openapi';
import publisherApiRoutes from './publisher-api/routes';
import manifestRoutes from './remotes/manifest-routes';
import remoteRoutes from './remotes/routes';
import networkSettingsRoutes from './settings/routes';
import settlementRoutes from './settlement/routes';
import healthRoutes from './shared/http/health-routes';
import statisticsRoutes from './statistics/routes';
import trackingRoutes from './tracking/routes';

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
    conversionRoutes,
    integrationKitRoutes,
    statisticsRoutes,
    postbackRoutes,
    networkSettingsRoutes,
    peopleRoutes,
    docsRoutes,
    credentialRoutes,
    exportRoutes,
    networkAdminRoutes,
    remoteRoutes,
    settlementRoutes,
    billingRoutes,
    paymentDetailsRoutes,
  ]) {
    await app.register(plugin);
  }
}
