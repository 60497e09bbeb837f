import type { LoginAsPublisher } from '@affnet/contracts';
import { http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { payloadOf, segment } from '../../../lib/payload-of';

export const loginAsPublisher = (publisherId: number) =>
  payloadOf<LoginAsPublisher>(http.post(`/api/publisher/login-as/${segment(publisherId)}`, {}));

/** A one-time sign-in link for the owner to open the dashboard as this publisher. */
export const useLoginAsPublisher = (publisherId: number) =>
  useMutation({ mutationFn: () => loginAsPublisher(publisherId) });
