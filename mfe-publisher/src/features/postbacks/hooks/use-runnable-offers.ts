import type { Offer } from '@affnet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRunnableOffersQuery } from '../api/get-runnable-offers';
import type { OfferNames } from '../lib/postback-labels';

/** The publisher's runnable offers as loaded once for the page: the offer select and the offer names. */
export interface RunnableOffers {
  query: UseQueryResult<Offer[]>;
  names: OfferNames;
}

/** The active offers the publisher may run, and their names by id for labels. */
export function useRunnableOffers(): RunnableOffers {
  const query = useRunnableOffersQuery();
  const names = useMemo(() => new Map((query.data ?? []).map((o) => [o.id, o.name])), [query.data]);
  return { query, names };
}
