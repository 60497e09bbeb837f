import type { Offer } from '@affnet/contracts';
import { ApiError, useViewer } from '@affnet/core';
import { Alert, AreaPage, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequestAccessButton } from '../../../components/request-access-button';
import { moneyColumnsOf } from '../../../lib/offer-money';
import { IntegrationKit } from '../../integration-kit/components/integration-kit';
import { OfferGoals } from '../../offer-goals/components/offer-goals';
import { PublisherPayouts } from '../../publisher-payouts/components/publisher-payouts';
import { useOffer } from '../api/get-offer';
import { OfferFacts } from './offer-facts';
import { OwnerActions } from './owner-actions';
import { TrackingLinkBuilder } from './tracking-link-builder';

/** May this publisher send traffic to the offer. */
export const isRunnable = (offer: Offer) => offer.visibility === 'public' || offer.access === 'allowed';

/**
 * One offer: its facts and goals; the tracking-link builder or an access request for a publisher; owner actions and publishers'
 * own payouts; the integration kit for whoever reports its conversions (the owner, its advertiser).
 */
export function OfferDetailPage({ basePath, offerId }: { basePath: string; offerId: number }) {
  const { t } = useTranslation('offers');
  const viewer = useViewer();
  const offer = useOffer(offerId);

  // Not found is an answer, not a failure: retrying will not bring the offer back (or into this network).
  if (offer.error instanceof ApiError && offer.error.status === 404)
    return (
      <AreaPage title={t('detail.title')}>
        <Alert role="alert">{t('detail.notFound')}</Alert>
        <Link to={`${basePath}/all`}>{t('detail.backToAll')}</Link>
      </AreaPage>
    );
  return (
    <AreaPage title={offer.data?.name ?? t('detail.title')}>
      <QueryState query={offer}>
        {(shown) => (
          <>
            {viewer.isOwner ? <OwnerActions basePath={basePath} offer={shown} /> : null}
            <OfferFacts
              offer={shown}
              moneyColumns={moneyColumnsOf(viewer, true)}
              showDestination={viewer.isOwner || viewer.isAdvertiser}
            />
            {viewer.isPublisher && isRunnable(shown) ? <TrackingLinkBuilder offerId={shown.id} /> : null}
            {viewer.isPublisher && !isRunnable(shown) ? <AccessNotice offer={shown} /> : null}
            <OfferGoals offer={shown} />
            {viewer.isOwner ? <PublisherPayouts offer={shown} /> : null}
            {viewer.isOwner || viewer.isAdvertiser ? <IntegrationKit offerId={shown.id} /> : null}
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}

function AccessNotice({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const access = offer.access ?? 'none';
  return (
    <section aria-labelledby="offer-access-heading">
      <h2 id="offer-access-heading">{t('detail.accessHeading')}</h2>
      <p>{t(`detail.access.${access}`)}</p>
      {offer.visibility === 'approval' && access === 'none' ? <RequestAccessButton offer={offer} /> : null}
    </section>
  );
}
