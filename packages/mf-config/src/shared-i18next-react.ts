import { type ComponentProps, createElement, lazy, Suspense } from 'react';

/**
 * What the page's one react-i18next provides under its share key: the names the apps use, and `Trans`, which
 * releases built before this list use (a pinned release keeps running). Like the router (shared-router.ts), a library
 * shared whole cannot be trimmed; this list leaves out the ICU components and the HOCs (about 3 KB of compressed
 * script on every first screen). `shared-modules.test.ts` fails when an app imports a name not listed.
 *
 * Runs in the browser, in every app's bundle: it must not import `react-i18next` itself (that is the shared key), so
 * it takes the package's own module under another name (WHOLE_LIBRARIES in create-config.ts).
 */
export { I18nextProvider, initReactI18next, useTranslation } from '@whole/react-i18next';

const WholeTrans = lazy(() =>
  import(/* webpackChunkName: "react-i18next-trans" */ '@whole/react-i18next/trans').then((module) => ({
    default: module.Trans,
  })),
);

/**
 * `Trans` with its markup parser loaded when a page first shows one (≈ 4 KB compressed that no current app uses): only
 * releases built before use it. Same props; its text appears a moment later, in place.
 */
export function Trans(props: ComponentProps<typeof WholeTrans>) {
  return createElement(Suspense, { fallback: null }, createElement(WholeTrans, props));
}
