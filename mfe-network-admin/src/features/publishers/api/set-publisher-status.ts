import type { PersonStatus, PublisherListItem } from '@affnet/contracts';
import { http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { payloadOf, segment } from '../../../lib/payload-of';

export const setPublisherStatus = (publisherId: number, status: PersonStatus) =>
  payloadOf<PublisherListItem>(http.post(`/api/publisher/list/${segment(publisherId)}`, { status }));

export const useSetPublisherStatus = (publisherId: number) =>
  useMutation({ mutationFn: (status: PersonStatus) => setPublisherStatus(publisherId, status) });
