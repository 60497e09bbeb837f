import type { LoginAsPublisher } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';

export const loginAsPublisher = (publisherId: number) =>
  payloadOf<LoginAsPublisher>(http.post(`/api/publisher/login-as/${segment(publisherId)}`, {}));

/** A one-time sign-in link for the owner to open the dashboard as this publisher. */
export const useLoginAsPublisher = (publisherId: number) =>
  useMutation({ mutationFn: () => loginAsPublisher(publisherId) });
