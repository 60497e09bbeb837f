// The federation runtime of a production remote's own page. In the dashboard the host provides the one runtime of
// the page (experiments.externalRuntime); a remote opened alone by its team loads this file first instead.
import * as runtimeCore from '@module-federation/runtime-core';

const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
