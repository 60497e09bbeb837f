import type { DomainInput, NetworkSettingsView } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const saveDomains = (input: DomainInput) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/savedomain', input));

export const useSaveDomains = () => useMutation({ mutationFn: saveDomains });
