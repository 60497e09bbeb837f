import type { AccountManagerInput, NetworkAccountManager } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MANAGERS_KEY } from './get-account-managers';

export const addAccountManager = (input: AccountManagerInput) =>
  payloadOf<NetworkAccountManager>(http.post('/api/publisher/accounts', input));

/** Adds a manager; the select offers him at once. */
export function useAddAccountManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAccountManager,
    onSuccess: (manager) =>
      queryClient.setQueryData<NetworkAccountManager[]>(ACCOUNT_MANAGERS_KEY, (list) => [...(list ?? []), manager]),
  });
}
