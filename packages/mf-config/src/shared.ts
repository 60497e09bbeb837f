/**
 * The one shared map of every app (host and remotes). Federation shares a module as a true singleton
 * only when every app declares it the same way, so this is the only place that declares it.
 */
const singleton = (requiredVersion: string | false) => ({ singleton: true, requiredVersion, strictVersion: false });

export const SHARED_SINGLETONS = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  'styled-components': singleton('^6.0.0'),
  i18next: singleton('>=25.0.0'),
  'react-i18next': singleton('>=16.0.0'),
  zustand: singleton('^5.0.0'),
  'react-hot-toast': singleton('^2.0.0'),
  '@affnet/api': singleton(false),
  '@affnet/contracts': singleton(false),
  '@affnet/i18n': singleton(false),
  '@affnet/store': singleton(false),
  '@affnet/ui': singleton(false),
};
