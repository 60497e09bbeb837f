import type { RenderAreaFirstScreen } from '@affnet/contracts';
// Not from the package's index: this module is only for the release's server renderer.
import { drawFirstScreen } from '@affnet/ui/src/server-render/draw-first-screen';
import { matchPath } from 'react-router-dom';
import { AUTH_PAGES } from '../app/auth-pages';
import AuthApp from '../expose/auth-app';

/**
 * The release's server renderer (FIRST_SCREEN_FILE): the sign-in pages as the area draws them in the browser, so the
 * page's HTML carries a form the visitor can fill before the dashboard's scripts have run. Other pages: none.
 */
export const renderFirstScreen: RenderAreaFirstScreen = async (request) => {
  const drawn = AUTH_PAGES.some((page) => page.drawnByServer && matchPath(page.path, request.path));
  return drawn ? drawFirstScreen(request, <AuthApp basePath="" />) : null;
};
