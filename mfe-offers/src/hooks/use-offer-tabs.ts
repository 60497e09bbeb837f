import { OFFER_TABS, type OfferTab } from '@affnet/contracts';
import { useViewer } from '@affnet/core';

/** An advertiser's offers are his own: whether the network shows them to all or a few is not his list to keep. */
const ADVERTISER_TABS: readonly OfferTab[] = ['all', 'active'];

/** The lists of offers the viewer opens, as his menu shows them (area.ts declares the same pages per role). */
export function useOfferTabs(): readonly OfferTab[] {
  const { isAdvertiser } = useViewer();
  return isAdvertiser ? ADVERTISER_TABS : OFFER_TABS;
}
