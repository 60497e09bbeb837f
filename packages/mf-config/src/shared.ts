/**
 * The one shared map of every app (host and remotes). Federation shares a module as a true singleton only when every
 * app declares it the same way, so this is the only place that declares it.
 *
 * Only what must be one instance on a page is shared, with the semver range each app was built for. The libraries are
 * shared loosely (a remote built against a newer minor of react still runs on the host's; their ranges are majors, as
 * a narrower range would only make the runtime warn: loaded-first hands out the host's copy whatever it says). The
 * shared core is strict, from the version the app was built against (`^<that version>`, never kept by hand): a remote
 * built for a newer minor or another major of @affnet/core is refused at load and reported, instead of failing later
 * with "x is not a function". Everything else of @affnet (ui, contracts, format, i18n resources) is bundled into
 * each app, so a remote can change it without the host. So is react-hook-form (through @affnet/ui's form glue): a form
 * and its state never cross from one app to another, and the sign-in page loads it only once the visitor starts on the
 * form (mfe-auth's login-form.tsx), which a shared copy negotiated at start would not allow.
 */

const library = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

/** The versions the trimmed modules provide in their library's name (shared-router.ts, shared-i18next-react.ts). */
const ROUTER_VERSION: string = require('react-router/package.json').version;
const REACT_I18NEXT_VERSION: string = require('react-i18next/package.json').version;

/** The shared map of an app built against version `coreVersion` of @affnet/core (built-core.ts). */
export const sharedSingletons = (coreVersion: string) => ({
  react: library('^19.0.0'),
  'react-dom': library('^19.0.0'),
  'react-dom/client': library('^19.0.0'),
  'react/jsx-runtime': library('^19.0.0'),
  // The router and react-i18next are provided as the trimmed list of what the apps use, under the library's own name
  // and version, so remotes built before (against the whole library) take them as they took the whole one.
  'react-router-dom': {
    ...library('^7.0.0'),
    import: '@affnet/mf-config/src/shared-router.ts',
    version: ROUTER_VERSION,
  },
  'styled-components': library('^6.0.0'),
  i18next: library('>=25.0.0'),
  'react-i18next': {
    ...library('>=16.0.0'),
    import: '@affnet/mf-config/src/shared-i18next-react.ts',
    version: REACT_I18NEXT_VERSION,
  },
  zustand: library('^5.0.0'),
  'react-hot-toast': library('^2.0.0'),
  '@tanstack/react-query': library('^5.0.0'),
  '@affnet/core': { singleton: true, version: coreVersion, requiredVersion: `^${coreVersion}`, strictVersion: true },
});

export type SharedSingletons = ReturnType<typeof sharedSingletons>;
