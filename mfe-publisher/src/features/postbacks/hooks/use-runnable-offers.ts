import { getOffers } from '@affnet/api';
import type { Offer } from '@affnet/contracts';
import { type LoadState, useLoad } from '@affnet/ui';
import { useMemo } from 'react';
import type { OfferNames } from '../lib/postback-labels';

/** The publisher's runnable offers as loaded once for the page: the offer select and the offer names. */
export interface RunnableOffers {
  state: LoadState<Offer[]>;
  reload: () => void;
  names: OfferNames;
}

/** The active offers the publisher may run (at most 100, by name), and their names by id for labels. */
export function useRunnableOffers(): RunnableOffers {
  const { state, reload } = useLoad<Offer[]>('runnable-offers', async () => {
    const page = await getOffers({ tab: 'active', sort: 'name', order: 'asc', limit: 100 });
    return page.rows.filter((offer) => offer.access === undefined || offer.access === 'allowed');
  });
  const names = useMemo(() => new Map(state.status === 'done' ? state.data.map((o) => [o.id, o.name]) : []), [state]);
  return { state, reload, names };
}
