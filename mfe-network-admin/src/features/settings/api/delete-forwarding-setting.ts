import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { useForwardingChanged } from './get-forwarding-settings';

export const deleteForwardingSetting = (id: number) =>
  call(http.post('/api/delete/network/postback/forwarding/setting', { postback_forwarding_setting_id: id }));

export function useDeleteForwardingSetting() {
  const onSuccess = useForwardingChanged();
  return useMutation({ mutationFn: deleteForwardingSetting, onSuccess });
}
