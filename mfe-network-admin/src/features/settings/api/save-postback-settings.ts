import type { NetworkSettingsView, PostbackSettingsInput } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const savePostbackSettings = (input: PostbackSettingsInput) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/postbacks', input));

export const useSavePostbackSettings = () => useMutation({ mutationFn: savePostbackSettings });
