import type { RoleMoney } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

/** Each step of a test conversion, made and rolled back by the server (integration-kit/test-conversion.ts). */
export interface TestConversion {
  click: { click_id: string | null; problem: 'no_publisher' | null };
  conversion:
    | (RoleMoney & {
        conversion_id: number;
        status: 'approved' | 'pending' | 'rejected';
        duplicate: boolean;
        reason: string | null;
        currency: string;
      })
    | null;
  /** The publisher's postbacks fired with affnet_test=1; the url is the owner's to see only. */
  postbacks: { url: string | null; status_code: number | null; error: string | null; duration_ms: number }[];
}

export const sendTestConversion = (offerId: number) =>
  payloadOf<TestConversion>(http.post(`${offerPath(offerId)}/integration-kit/test-conversion`, {}));

/** Nothing is cached: the test changes no figure, so no query needs asking again. */
export const useSendTestConversion = () => useMutation({ mutationFn: sendTestConversion });
