import { watchConversionStatus } from '../shared/conversion-status-watchers';
import type { RouteApp } from '../shared/http/schemas';
import balanceRoutes from './balance-routes';
import { adjustHeldConversion } from './held-conversions';
import invoiceRoutes from './invoice-routes';
import runRoutes from './run-routes';
import termRoutes from './term-routes';

/** Settlement (issue 30): balances, payment terms, payout runs and publisher invoices. */
export default async function settlementRoutes(app: RouteApp) {
  // A conversion an approved invoice holds becomes an adjustment when its status changes (held-conversions.ts).
  watchConversionStatus(adjustHeldConversion);
  await app.register(balanceRoutes);
  await app.register(termRoutes);
  await app.register(runRoutes);
  await app.register(invoiceRoutes);
}
