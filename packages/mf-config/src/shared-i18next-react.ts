/**
 * What the page's one react-i18next provides under its share key: the names the apps use. Like the router
 * (shared-router.ts), a library shared whole cannot be trimmed; this list leaves out the Trans/ICU components and their
 * HTML parser (about 7 KB of compressed script on every first screen). `shared-modules.test.ts` fails when an app
 * imports a name not listed.
 *
 * Runs in the browser, in every app's bundle: it must not import `react-i18next` itself (that is the shared key), so
 * it takes the package's own module under another name (WHOLE_LIBRARIES in create-config.ts).
 */
export { I18nextProvider, initReactI18next, useTranslation } from '@whole/react-i18next';
