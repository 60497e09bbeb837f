import type { RemoteAppProps } from '@affnet/contracts';
import { AreaQueryProvider, AreaRoutes } from '@affnet/ui';
import { AdvertiserInvoicePage } from '../features/advertiser-invoices/components/advertiser-invoice-page';
import { AdvertiserInvoicesPage } from '../features/advertiser-invoices/components/advertiser-invoices-page';
import { ApiDetailsPage } from '../features/api-details/components/api-details-page';
import { DownloadCenterPage } from '../features/download-center/components/download-center-page';
import { PaymentDetailsSection } from '../features/payment-details/components/payment-details-section';
import { InvoicePage } from '../features/payments/components/invoice-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { PostbacksPage } from '../features/postbacks/components/postbacks-page';
import '../i18n/publisher';
import { queryClient } from '../app/query-client';

/** The publisher area: postbacks (/aff and /postback), /api-details, /download-center, /payments; /invoices (advertiser). */
export default function PublisherApp({ basePath }: RemoteAppProps) {
  const routes = [
    { path: `${basePath}/postback/list`, element: <PostbacksPage /> },
    { path: `${basePath}/aff/list`, element: <PostbacksPage /> },
    { path: `${basePath}/api-details`, element: <ApiDetailsPage /> },
    { path: `${basePath}/download-center`, element: <DownloadCenterPage /> },
    { path: `${basePath}/payments`, element: <PaymentsPage details={<PaymentDetailsSection />} /> },
    { path: `${basePath}/payments/invoices/:id`, element: <InvoicePage /> },
    { path: `${basePath}/invoices`, element: <AdvertiserInvoicesPage /> },
    { path: `${basePath}/invoices/:id`, element: <AdvertiserInvoicePage /> },
  ];
  return (
    <AreaQueryProvider client={queryClient}>
      <AreaRoutes routes={routes} fallback={`${basePath}/postback/list`} />
    </AreaQueryProvider>
  );
}
