import { REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import { CORE_VERSION } from '@affnet/core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './failure-report';
import { SHARED_CORE, sharedCoreMismatch } from './shared-core-mismatch';

function isRemoteName(name: string | undefined): name is RemoteName {
  return (REMOTE_NAMES as readonly (string | undefined)[]).includes(name);
}

/**
 * The host's federation runtime plugin for failures:
 * - `errorLoadRemote` reports a remote that could not be loaded. Only its `onLoad` round is reported: that is the
 *   error the area receives; a failed manifest (`afterResolve`) always ends there too, with the runtime's own error.
 *   It offers no fail-over module, so the area's error boundary shows the failure.
 * - `resolveShare` refuses a remote whose required range of the shared core excludes the core this host provides,
 *   with a `SharedCoreMismatch` that the area shows in words. The runtime would also throw (strictVersion), but
 *   only with a sentence meant for developers; this check gives the area the remote and both versions.
 *   It runs in each remote's own federation instance, hence registered as a global plugin too.
 */
export function remoteFailurePlugin(providedCore: string = CORE_VERSION): ModuleFederationRuntimePlugin {
  return {
    name: 'affnet-remote-failures',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const name = args.remote?.name ?? args.id.split('/')[0];
      if (isRemoteName(name)) reportRemoteFailure(name, args.error);
      return undefined;
    },
    resolveShare(args) {
      if (args.pkgName !== SHARED_CORE) return args;
      const mismatch = sharedCoreMismatch(
        args.shareInfo.from,
        args.shareInfo.shareConfig?.requiredVersion,
        providedCore,
      );
      if (!mismatch) return args;
      return {
        ...args,
        resolver: () => {
          throw mismatch;
        },
      };
    },
  };
}
