import { globalPlugin } from '../shared/http/global-plugin';
import { tenantForHost } from './networks';

/** Resolves every request's tenant (the network owning its Host header) once, before routing. */
export const tenantPlugin = globalPlugin(async (app) => {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    // Tracking routes (/click, /postback) resolve their network from an in-memory catalogue instead.
    if (request.routeOptions.config?.tracking) return;
    request.tenant = await tenantForHost(app.ctx, request.headers.host);
  });
});
