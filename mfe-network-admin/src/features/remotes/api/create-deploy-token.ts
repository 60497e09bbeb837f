import type { Envelope, NewRemoteDeployToken, RemoteDeployTokenInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPLOY_TOKENS_KEY, DEPLOY_TOKENS_PATH } from './get-deploy-tokens';

/** POST /api/remotes/deploy-tokens: the answer holds the token itself, shown this once. */
export const createDeployToken = (input: RemoteDeployTokenInput) =>
  payloadOf<NewRemoteDeployToken>(http.post<Envelope<NewRemoteDeployToken>>(DEPLOY_TOKENS_PATH, input));

export function useCreateDeployToken() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createDeployToken,
    onSettled: () => queries.invalidateQueries({ queryKey: DEPLOY_TOKENS_KEY }),
  });
}
