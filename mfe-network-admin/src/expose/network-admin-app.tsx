import type { RemoteAppProps } from '@affnet/contracts';
import { AreaQueryProvider, AreaRoutes } from '@affnet/ui';
import { queryClient } from '../app/query-client';
import { AdvertisersPage } from '../features/advertisers/components/advertisers-page';
import { AuditLogPage } from '../features/audit-log/components/audit-log-page';
import { BillingPage } from '../features/billing/components/billing-page';
import { NetworksPage } from '../features/networks/components/networks-page';
import { PayoutsPage } from '../features/payouts/components/payouts-page';
import { PostbackApprovalsPage } from '../features/postback-approvals/components/postback-approvals-page';
import { PublishersPage } from '../features/publishers/components/publishers-page';
import { RemotesPage } from '../features/remotes/components/remotes-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import '../i18n/network';

/** The network administration area: settings, publishers, advertisers and, for the super admin, networks. */
export default function NetworkAdminApp({ basePath }: RemoteAppProps) {
  // A balance links to the publisher's own page: his panel on the publishers' list.
  const payouts = (
    <PayoutsPage basePath={`${basePath}/payouts`} publisherPath={(id) => `${basePath}/publishers?publisher=${id}`} />
  );
  const billing = <BillingPage basePath={`${basePath}/billing`} />;
  // The area's own query cache, kept while the area is on screen.
  const routes = [
    { path: `${basePath}/settings`, element: <SettingsPage basePath={`${basePath}/settings`} /> },
    { path: `${basePath}/settings/:section`, element: <SettingsPage basePath={`${basePath}/settings`} /> },
    { path: `${basePath}/audit-log`, element: <AuditLogPage /> },
    { path: `${basePath}/publishers`, element: <PublishersPage /> },
    { path: `${basePath}/advertisers`, element: <AdvertisersPage /> },
    { path: `${basePath}/networks`, element: <NetworksPage /> },
    { path: `${basePath}/postbacks`, element: <PostbackApprovalsPage /> },
    { path: `${basePath}/remotes`, element: <RemotesPage /> },
    { path: `${basePath}/payouts`, element: payouts },
    { path: `${basePath}/payouts/:section`, element: payouts },
    { path: `${basePath}/payouts/runs/:runId`, element: payouts },
    { path: `${basePath}/billing`, element: billing },
    { path: `${basePath}/billing/:section`, element: billing },
    { path: `${basePath}/billing/runs/:runId`, element: billing },
  ];
  return (
    <AreaQueryProvider client={queryClient}>
      {/* A path of no page here is an unknown path: it goes to '' as every unknown path does (spec section 2). */}
      <AreaRoutes routes={routes} fallback="/" />
    </AreaQueryProvider>
  );
}
