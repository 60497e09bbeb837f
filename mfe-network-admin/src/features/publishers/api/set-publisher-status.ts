import type { PersonStatus, PublisherListItem } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';

export const setPublisherStatus = (publisherId: number, status: PersonStatus) =>
  payloadOf<PublisherListItem>(http.post(`/api/publisher/list/${segment(publisherId)}`, { status }));

export const useSetPublisherStatus = (publisherId: number) =>
  useMutation({ mutationFn: (status: PersonStatus) => setPublisherStatus(publisherId, status) });
