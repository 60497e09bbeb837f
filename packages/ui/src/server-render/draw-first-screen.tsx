import type { FirstScreenMarkup, FirstScreenRequest } from '@affnet/contracts';
import { i18n, loadLanguage, useTheme } from '@affnet/core';
import { DEFAULT_LANGUAGE, isLanguage } from '@affnet/i18n';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { brandOf } from '../theme/brand-of';
import { buildTheme } from '../theme/build-theme';

/** styled-components' notes to itself in its server output (which rule is whose), for a sheet it will take over. */
const STYLED_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g;

/**
 * Draws a page on the server as the dashboard would draw it for the request: in its language, with the network's
 * brand and theme, at its path. Only a release's server renderer imports this (never a page's script: it brings
 * react-dom/server).
 */
export async function drawFirstScreen(request: FirstScreenRequest, page: ReactElement): Promise<FirstScreenMarkup> {
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  await loadLanguage(language);
  // A copy of the one instance that shares its words but not its language: requests in other languages may be drawn
  // between two awaits of this one.
  const words = i18n.cloneInstance({ lng: language });
  const { branding } = request;
  // On a server React reads a zustand store's initial state (its server snapshot), not its state. Drawing is
  // synchronous from here on, so the request's brand cannot leak into another request's page.
  Object.assign(useTheme.getInitialState(), {
    brand: brandOf(branding),
    settings: branding.theme,
    timeZone: branding.time_zone,
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={words}>
          <ThemeProvider theme={buildTheme(branding.theme)}>
            <StaticRouter location={request.path}>{page}</StaticRouter>
          </ThemeProvider>
        </I18nextProvider>,
      ),
    );
    return { html, css: sheet.instance.toString().replace(STYLED_MARKERS, '') };
  } finally {
    sheet.seal();
  }
}
