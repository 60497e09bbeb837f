import { getOffer } from '@affnet/api';
import type { Offer } from '@affnet/contracts';
import { ApiError, userMessage } from '@affnet/core';
import { Alert, AreaPage, LoadError, Loading, useLoad } from '@affnet/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequestAccessButton } from '../../../components/request-access-button';
import { useViewer } from '../../../hooks/use-viewer';
import { moneyColumnsOf } from '../../../lib/offer-money';
import { OfferFacts } from './offer-facts';
import { OwnerActions } from './owner-actions';
import { TrackingLinkBuilder } from './tracking-link-builder';

/** May this publisher send traffic to the offer. */
export const isRunnable = (offer: Offer) => offer.visibility === 'public' || offer.access === 'allowed';

/** One offer: its facts; the tracking-link builder or an access request for a publisher; owner actions. */
export function OfferDetailPage({ basePath, offerId }: { basePath: string; offerId: number }) {
  const { t } = useTranslation('offers');
  const viewer = useViewer();
  const { state, reload } = useLoad(String(offerId), () => getOffer(offerId));
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => setOffer(state.status === 'done' ? state.data : null), [state]);

  // Not found is an answer, not a failure: retrying will not bring the offer back (or into this network).
  if (state.status === 'failed' && state.error instanceof ApiError && state.error.status === 404)
    return (
      <AreaPage title={t('detail.title')}>
        <Alert role="alert">{t('detail.notFound')}</Alert>
        <Link to={`${basePath}/all`}>{t('detail.backToAll')}</Link>
      </AreaPage>
    );
  if (state.status === 'failed')
    return (
      <AreaPage title={t('detail.title')}>
        <LoadError message={userMessage(state.error, t)} onRetry={reload} />
      </AreaPage>
    );
  if (!offer)
    return (
      <AreaPage title={t('detail.title')}>
        <Loading />
      </AreaPage>
    );
  return (
    <AreaPage title={offer.name}>
      {viewer.isOwner ? <OwnerActions basePath={basePath} offer={offer} onChange={setOffer} /> : null}
      <OfferFacts
        offer={offer}
        moneyColumns={moneyColumnsOf(viewer, true)}
        showDestination={viewer.isOwner || viewer.isAdvertiser}
      />
      {viewer.isPublisher && isRunnable(offer) ? <TrackingLinkBuilder offerId={offer.id} /> : null}
      {viewer.isPublisher && !isRunnable(offer) ? <AccessNotice offer={offer} onChange={setOffer} /> : null}
    </AreaPage>
  );
}

function AccessNotice({ offer, onChange }: { offer: Offer; onChange: (offer: Offer) => void }) {
  const { t } = useTranslation('offers');
  const access = offer.access ?? 'none';
  return (
    <section aria-labelledby="offer-access-heading">
      <h2 id="offer-access-heading">{t('detail.accessHeading')}</h2>
      <p>{t(`detail.access.${access}`)}</p>
      {offer.visibility === 'approval' && access === 'none' ? (
        <RequestAccessButton offer={offer} onRequested={(next) => onChange({ ...offer, access: next })} />
      ) : null}
    </section>
  );
}
