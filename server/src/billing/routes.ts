import { watchConversionStatus } from '../shared/conversion-status-watchers';
import type { RouteApp } from '../shared/http/schemas';
import balanceRoutes from './balance-routes';
import { adjustBilledConversion } from './held-conversions';
import invoiceRoutes from './invoice-routes';
import pdfRoutes from './pdf-routes';
import runRoutes from './run-routes';

/** Advertiser billing (issue 30): what advertisers owe, billing runs and advertiser invoices. */
export default async function billingRoutes(app: RouteApp) {
  // A conversion a sent advertiser invoice holds becomes an adjustment when its status changes (held-conversions.ts).
  watchConversionStatus(adjustBilledConversion);
  await app.register(balanceRoutes);
  await app.register(runRoutes);
  await app.register(invoiceRoutes);
  await app.register(pdfRoutes);
}
