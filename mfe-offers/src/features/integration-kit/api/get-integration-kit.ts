import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

/** What the advertiser puts on his server and his thank-you page (server/src/integration-kit/kit.ts). */
export interface IntegrationKit {
  offer_id: number;
  currency: string;
  tracking_domain: string;
  postback_url: string;
  pixel_url: string;
  pixel_html: string;
  script_html: string;
}

export const getIntegrationKit = (id: number) =>
  payloadOf<IntegrationKit>(http.get(`${offerPath(id)}/integration-kit`));

export const useIntegrationKit = (id: number) =>
  useQuery({ queryKey: ['offers', 'integration-kit', id], queryFn: () => getIntegrationKit(id) });
