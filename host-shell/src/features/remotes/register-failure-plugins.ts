import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteFailurePlugin } from './remote-failure-plugin';

/**
 * A remote's entry script and its exposed chunk are tried this many more times, this far apart, before the area
 * shows its failure: enough for a deploy that swaps files or a dropped connection, short enough to not keep a user
 * waiting on a remote that is really down.
 */
export const SCRIPT_RETRIES = 2;
export const SCRIPT_RETRY_DELAY_MS = 300;
/** A release's mf-manifest.json is asked once more (the retry plugin waits 1 s between fetches; not configurable). */
export const MANIFEST_RETRIES = 1;

/** Installs the host's federation plugins for failures: reports, the shared-core check and retries. */
export function registerRemoteFailurePlugins(): void {
  const failures = remoteFailurePlugin();
  // Each remote resolves its shared modules in its own federation instance, created when its entry loads: a global
  // plugin reaches those too. The host's instance exists already, so it also gets the plugins directly.
  registerGlobalPlugins([failures]);
  registerPlugins([
    failures,
    RetryPlugin({
      fetch: { retryTimes: MANIFEST_RETRIES },
      script: { retryTimes: SCRIPT_RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS },
    }),
  ]);
}
