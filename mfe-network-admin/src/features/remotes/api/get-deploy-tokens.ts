import type { Envelope, RemoteDeployToken } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const DEPLOY_TOKENS_PATH = '/api/remotes/deploy-tokens';
export const DEPLOY_TOKENS_KEY = ['remotes', 'deploy-tokens'] as const;

/** GET /api/remotes/deploy-tokens: the teams' tokens (never the secrets), the valid ones first. */
export const getDeployTokens = () =>
  payloadOf<RemoteDeployToken[]>(http.get<Envelope<RemoteDeployToken[]>>(DEPLOY_TOKENS_PATH));

export function useDeployTokens() {
  return useQuery({ queryKey: DEPLOY_TOKENS_KEY, queryFn: getDeployTokens });
}
