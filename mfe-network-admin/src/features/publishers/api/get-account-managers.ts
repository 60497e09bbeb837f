import type { NetworkAccountManager } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const getAccountManagers = () => payloadOf<NetworkAccountManager[]>(http.get('/api/publisher/accounts'));

export const ACCOUNT_MANAGERS_KEY = ['account-managers'] as const;

/** The network's account managers, for the publisher form's select (empty when they cannot load). */
export const useAccountManagers = () => useQuery({ queryKey: ACCOUNT_MANAGERS_KEY, queryFn: getAccountManagers });
