import type { RemoteAppProps } from '@affnet/contracts';
import { useViewer } from '@affnet/core';
import { AreaQueryProvider, type AreaRoute, AreaRoutes } from '@affnet/ui';
import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { queryClient } from '../app/query-client';
import { AccessRequestsPage } from '../features/access-requests/components/access-requests-page';
import { OfferDetailPage } from '../features/offer-detail/components/offer-detail-page';
import { EditOfferPage, NewOfferPage } from '../features/offer-form/components/offer-form-page';
import { OfferListPage } from '../features/offer-list/components/offer-list-page';
import { useOfferTabs } from '../hooks/use-offer-tabs';
import '../i18n/offers';

/** Reads the offer id of /offers/:id(/edit); a path that names no offer goes back to the list. */
function WithOfferId({ list, render }: { list: string; render: (offerId: number) => ReactElement }) {
  const { pathname } = useLocation();
  const id = /\/(\d{1,12})(?:\/edit)?$/.exec(pathname)?.[1];
  return id ? render(Number(id)) : <Navigate to={list} replace />;
}

/** The offers area: the viewer's lists, an offer's page, and for the owner the offer form and access requests. */
export default function OffersApp({ basePath }: RemoteAppProps) {
  const { isOwner } = useViewer();
  const lists: AreaRoute[] = useOfferTabs().map((tab) => ({
    path: `${basePath}/${tab}`,
    element: <OfferListPage key={tab} basePath={basePath} tab={tab} />,
  }));
  const owner: AreaRoute[] = isOwner
    ? [
        { path: `${basePath}/new`, element: <NewOfferPage basePath={basePath} /> },
        { path: `${basePath}/requests`, element: <AccessRequestsPage basePath={basePath} /> },
        {
          path: `${basePath}/:id/edit`,
          element: (
            <WithOfferId
              list={`${basePath}/all`}
              render={(id) => <EditOfferPage key={id} basePath={basePath} offerId={id} />}
            />
          ),
        },
      ]
    : [];
  const detail: AreaRoute = {
    path: `${basePath}/:id`,
    element: (
      <WithOfferId
        list={`${basePath}/all`}
        render={(id) => <OfferDetailPage key={id} basePath={basePath} offerId={id} />}
      />
    ),
  };
  return (
    <AreaQueryProvider client={queryClient}>
      <AreaRoutes routes={[...lists, ...owner, detail]} fallback={`${basePath}/all`} />
    </AreaQueryProvider>
  );
}
