import type { ForwardingInput, PostbackForwardingSetting } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { useForwardingChanged } from './get-forwarding-settings';

export const addForwardingSetting = (input: ForwardingInput) =>
  call<PostbackForwardingSetting>(http.post('/api/network/postback/forwarding/save', input));

export function useAddForwardingSetting() {
  const onSuccess = useForwardingChanged();
  return useMutation({ mutationFn: addForwardingSetting, onSuccess });
}
