import type { NetworkSettingsView } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

export const saveTimeZone = (current_timezone: string, log_status?: string) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/save/timezone', { current_timezone, log_status }));

export const useSaveTimeZone = () => useMutation({ mutationFn: (timeZone: string) => saveTimeZone(timeZone) });
