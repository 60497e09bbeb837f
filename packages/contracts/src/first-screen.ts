import type { NetworkBranding } from './network';

/**
 * A release's server-side renderer of its first screen, beside its remoteEntry.js (the host's beside its index.html):
 * a CommonJS module whose `renderFirstScreen` draws the page a visitor opens, so the server sends it in the page's
 * HTML and the visitor can use it before the dashboard's scripts have run.
 */
export const FIRST_SCREEN_FILE = 'server/first-screen.js';

/** Id of the element holding the server-drawn first screen; the host replaces it by the live page. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** Id of the `<style>` element of the server-drawn first screen; it goes with it. */
export const FIRST_SCREEN_STYLE_ID = 'first-screen-style';

/** Marks a form of the drawn first screen sent before the live page took over: the live page sends it then. */
export const FIRST_SCREEN_SENT_ATTRIBUTE = 'data-sent';

/**
 * The name of the language choice on the drawn page and on the live one: a language chosen before the live page took
 * over is found by it and carried over (take-over.ts).
 */
export const FIRST_SCREEN_LANGUAGE_FIELD = 'language';

/** The cookie that tells the server the visitor's language (the dashboard keeps it equal to its own choice). */
export const LANGUAGE_COOKIE = 'language';

/** What a first screen is drawn for: a page, in a language, for the network that owns the host. */
export interface FirstScreenRequest {
  /** The page's pathname, such as `/login/network`. */
  path: string;
  language: string;
  branding: NetworkBranding;
}

/** A drawn first screen: its markup and the CSS it needs. */
export interface FirstScreenMarkup {
  html: string;
  css: string;
}

/** A remote's renderer: its area's page for the request, or null when it draws none for that page. */
export type RenderAreaFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreenMarkup | null>;

/** The host's renderer: its public shell around an area's drawn page. */
export type RenderShellFirstScreen = (
  request: FirstScreenRequest,
  area: FirstScreenMarkup,
) => Promise<FirstScreenMarkup>;
