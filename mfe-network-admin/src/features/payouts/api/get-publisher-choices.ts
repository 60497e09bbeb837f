import type { PublisherListItem } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { PAYOUTS_KEY } from './payout-keys';

/** Owner: the network's publishers by name, to give one a payment term of his own. */
export const getPublisherChoices = () => payloadOf<PublisherListItem[]>(http.get('/api/publisher/list'));

export const usePublisherChoices = () =>
  useQuery({ queryKey: [...PAYOUTS_KEY, 'publisher-choices'], queryFn: getPublisherChoices });
