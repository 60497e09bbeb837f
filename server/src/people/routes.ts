import type { RouteApp } from '../shared/http/schemas';
import advertiserRoutes from './advertiser-routes';
import managerRoutes from './manager-routes';
import publisherAdminRoutes from './publisher-routes';

/** Publishers, advertisers, account managers, invites and "log in as publisher" for the network owner. */
export default async function peopleRoutes(app: RouteApp) {
  await app.register(publisherAdminRoutes);
  await app.register(managerRoutes);
  await app.register(advertiserRoutes);
}
