import type { LinkSettingsInput, NetworkSettingsView } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

/** The saves answer the envelope: its msg is the toast. */
export const saveLinkSettings = (input: LinkSettingsInput) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/save', input));

/** Each section keeps what was typed; the page is asked afresh when opened again. */
export const useSaveLinkSettings = () => useMutation({ mutationFn: saveLinkSettings });
