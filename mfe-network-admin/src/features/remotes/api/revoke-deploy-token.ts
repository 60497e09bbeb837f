import type { Envelope, RemoteDeployToken } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPLOY_TOKENS_KEY, DEPLOY_TOKENS_PATH } from './get-deploy-tokens';

/** POST …/deploy-tokens/:id/revoke: the token's next call is refused. */
export const revokeDeployToken = (id: number) =>
  payloadOf<RemoteDeployToken>(http.post<Envelope<RemoteDeployToken>>(`${DEPLOY_TOKENS_PATH}/${id}/revoke`));

export function useRevokeDeployToken() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: revokeDeployToken,
    onSettled: () => queries.invalidateQueries({ queryKey: DEPLOY_TOKENS_KEY }),
  });
}
