import type { Envelope, RemoteFailure, RemoteName } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** GET …/releases/:version/failures: the latest failures reported of a release, newest first. */
export const getReleaseFailures = (remote: RemoteName, version: string) =>
  payloadOf<RemoteFailure[]>(
    http.get<Envelope<RemoteFailure[]>>(
      `/api/remotes/${encodeURIComponent(remote)}/releases/${encodeURIComponent(version)}/failures`,
    ),
  );

export function useReleaseFailures(remote: RemoteName, version: string) {
  return useQuery({
    queryKey: ['remotes', 'failures', remote, version],
    queryFn: () => getReleaseFailures(remote, version),
  });
}
