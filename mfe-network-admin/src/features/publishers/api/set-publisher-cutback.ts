import type { PublisherDetail } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';

export const setPublisherCutback = (publisherId: number, cutbackPercent: number) =>
  payloadOf<PublisherDetail>(
    http.put(`/api/publisher/update/cutback/${segment(publisherId)}`, { cutback_percent: cutbackPercent }),
  );

export const useSetPublisherCutback = (publisherId: number) =>
  useMutation({ mutationFn: (cutbackPercent: number) => setPublisherCutback(publisherId, cutbackPercent) });
