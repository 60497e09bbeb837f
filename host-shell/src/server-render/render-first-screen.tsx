import type { RenderShellFirstScreen } from '@affnet/contracts';
import { GlobalStyle } from '@affnet/ui';
// Not from the package's index: this module is only for the host's server renderer.
import { drawFirstScreen } from '@affnet/ui/src/server-render/draw-first-screen';
import { Route, Routes } from 'react-router-dom';
import { PublicShell } from '../features/layout/public-shell';
import '../i18n/shell';

/**
 * The host's server renderer (FIRST_SCREEN_FILE): its public shell around the page an area drew, as the browser will
 * draw it. The area's markup sits where the area's page will (`display: contents` adds no box).
 */
export const renderFirstScreen: RenderShellFirstScreen = async (request, area) => {
  const drawn = await drawFirstScreen(
    request,
    <>
      <GlobalStyle />
      <Routes>
        <Route element={<PublicShell />}>
          <Route
            path="*"
            element={
              // The area's markup is what its release's React renderer drew (and escaped) for this request.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: markup drawn by React, not text from anyone
              <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: area.html }} />
            }
          />
        </Route>
      </Routes>
    </>,
  );
  return { html: drawn.html, css: `${drawn.css}\n${area.css}` };
};
