import type { ForwardingInput, PostbackForwardingSetting } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { useForwardingChanged } from './get-forwarding-settings';

export const updateForwardingSetting = (id: number, input: ForwardingInput) =>
  call<PostbackForwardingSetting>(
    http.post('/api/network/postback/forwarding/update', { ...input, postback_forwarding_setting_id: id }),
  );

export function useUpdateForwardingSetting() {
  const onSuccess = useForwardingChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ForwardingInput }) => updateForwardingSetting(id, input),
    onSuccess,
  });
}
