import type { FastifyInstance } from 'fastify';
import auditLogRoutes from './audit-log';
import forwardingRoutes from './forwarding';
import generalSettingsRoutes from './general';
import networkSettingsRoutes from './network';

/** Network settings (spec section 7 "Network"): owner-only saves, each written to the audit log. */
export default async function settingsRoutes(app: FastifyInstance) {
  await app.register(generalSettingsRoutes);
  await app.register(networkSettingsRoutes);
  await app.register(forwardingRoutes);
  await app.register(auditLogRoutes);
}
