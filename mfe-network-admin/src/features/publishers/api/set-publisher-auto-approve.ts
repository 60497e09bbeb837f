import type { PublisherDetail } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';

export const setPublisherAutoApprove = (publisherId: number, autoApprove: boolean) =>
  payloadOf<PublisherDetail>(
    http.put(`/api/update/publisher/auto/approve/${segment(publisherId)}`, { auto_approve: autoApprove }),
  );

/** The panel shows the answer (usePublisherChanged), like every control of it. */
export const useSetPublisherAutoApprove = (publisherId: number) =>
  useMutation({ mutationFn: (autoApprove: boolean) => setPublisherAutoApprove(publisherId, autoApprove) });
