import type { RouteApp } from '../shared/http/schemas';
import auditLogRoutes from './audit-log-routes';
import companySettingsRoutes from './company-routes';
import exchangeRateRoutes from './exchange-rate-routes';
import fallbackRoutes from './fallback-routes';
import forwardingRoutes from './forwarding-routes';
import generalSettingsRoutes from './general-routes';
import networkSettingsRoutes from './network-routes';

/** Network settings (spec section 7 "Network"): owner-only saves, each written to the audit log. */
export default async function settingsRoutes(app: RouteApp) {
  await app.register(generalSettingsRoutes);
  await app.register(networkSettingsRoutes);
  await app.register(forwardingRoutes);
  await app.register(auditLogRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(fallbackRoutes);
  await app.register(companySettingsRoutes);
}
