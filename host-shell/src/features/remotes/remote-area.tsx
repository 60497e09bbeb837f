import type { RemoteName } from '@affnet/contracts';
import { Suspense } from 'react';
import { RouteSpinner } from '../layout/route-spinner';
import { remoteComponent } from './lazy-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** The one wrapper every remote route goes through: error boundary → Suspense → lazy loadRemote. */
export function RemoteArea({ remote, basePath }: { remote: RemoteName; basePath: string }) {
  return (
    <RemoteErrorBoundary
      key={remote}
      remote={remote}
      render={() => {
        const Area = remoteComponent(remote);
        return (
          <Suspense fallback={<RouteSpinner />}>
            <Area basePath={basePath} />
          </Suspense>
        );
      }}
    />
  );
}
