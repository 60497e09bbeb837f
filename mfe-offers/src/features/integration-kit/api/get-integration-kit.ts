import type { OfferIntegrationKit } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

export const getIntegrationKit = (id: number) =>
  payloadOf<OfferIntegrationKit>(http.get(`${offerPath(id)}/integration-kit`));

export const useIntegrationKit = (id: number) =>
  useQuery({ queryKey: ['offers', 'integration-kit', id], queryFn: () => getIntegrationKit(id) });
