import type { PostbackTestResult } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

/** What the Test button fires: the URL, and the postback's offer (its payout and currency fill the macros). */
export interface PostbackTestInput {
  url: string;
  offerId: number | null;
}

/** Fires the URL once with sample values and reports the HTTP status and the time. */
export const testPostback = ({ url, offerId }: PostbackTestInput) =>
  payloadOf<PostbackTestResult>(http.post('/api/postbacks/test', { url, offer_id: offerId }));

export const useTestPostback = () => useMutation({ mutationFn: testPostback });
