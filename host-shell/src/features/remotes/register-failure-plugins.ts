import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteFailurePlugin } from './remote-failure-plugin';

/**
 * A remote's entry script and its exposed chunk are loaded again before the area shows its failure: enough for a
 * deploy that swaps files or a dropped connection, short enough not to keep a user waiting on a remote that is down.
 * The plugin's `retryTimes: 1` loads a failed script twice more (seen: 3 loads of a missing remoteEntry.js, ~1 s).
 */
export const SCRIPT_RETRY_TIMES = 1;
export const SCRIPT_RETRY_DELAY_MS = 300;
/** A release's mf-manifest.json is asked once more (this plugin version waits 1 s between fetches, whatever is set). */
export const MANIFEST_RETRY_TIMES = 1;

/** Installs the host's federation plugins for failures: reports, the shared-core check and retries. */
export function registerRemoteFailurePlugins(): void {
  const failures = remoteFailurePlugin();
  // Each remote resolves its shared modules in its own federation instance, created when its entry loads: a global
  // plugin reaches those too. The host's instance exists already, so it also gets the plugins directly.
  registerGlobalPlugins([failures]);
  registerPlugins([
    failures,
    RetryPlugin({
      fetch: { retryTimes: MANIFEST_RETRY_TIMES },
      script: { retryTimes: SCRIPT_RETRY_TIMES, retryDelay: SCRIPT_RETRY_DELAY_MS },
    }),
  ]);
}
