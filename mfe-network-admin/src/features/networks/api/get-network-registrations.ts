import type { AdminNetwork } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const getNetworkRegistrations = () => payloadOf<AdminNetwork[]>(http.get('/api/network/registrations'));

export const REGISTRATIONS_KEY = ['networks', 'registrations'] as const;

/** Self-service sign-ups waiting for the super admin. */
export const useNetworkRegistrations = () =>
  useQuery({ queryKey: REGISTRATIONS_KEY, queryFn: getNetworkRegistrations });
