import type { RemoteName } from '@affnet/contracts';
import { Suspense } from 'react';
import { FirstScreenTakenOver } from '../first-screen/first-screen-taken-over';
import { RouteSpinner } from '../layout/route-spinner';
import { remoteComponent } from './lazy-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * The one wrapper every remote route goes through: error boundary → Suspense → lazy loadRemote. The area's page (or
 * its failure) replaces the first screen the server drew.
 */
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
            <FirstScreenTakenOver />
          </Suspense>
        );
      }}
    />
  );
}
