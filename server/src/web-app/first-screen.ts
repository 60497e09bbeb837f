import path from 'node:path';
import {
  FIRST_SCREEN_FILE,
  type FirstScreenMarkup,
  type FirstScreenRequest,
  LANGUAGE_COOKIE,
  type NetworkBranding,
  type RenderAreaFirstScreen,
  type RenderShellFirstScreen,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { type Loaded, loadCached } from './cached-file';

/** The most drawn pages kept (one per page, language and branding); drawing one takes ~5–10 ms. */
const KEPT_PAGES = 200;

const drawnPages = new Map<string, FirstScreenMarkup | null>();

/**
 * The `renderFirstScreen` of a server renderer file (a release's or the host's, see FIRST_SCREEN_FILE), loaded once
 * per version on disk; null when the file is not there (a release built before first screens were drawn).
 */
function rendererIn<T>(folder: string): Loaded<T> | null {
  return loadCached(path.join(folder, FIRST_SCREEN_FILE), (file) => {
    // A development build rewrote it: the next require reads the new file.
    delete require.cache[file];
    const { renderFirstScreen } = require(file) as { renderFirstScreen?: unknown };
    if (typeof renderFirstScreen !== 'function') throw new Error(`${file} exports no renderFirstScreen function`);
    return renderFirstScreen as T;
  });
}

const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The visitor's language as the dashboard last told it (its cookie); empty when it never did. */
export function languageOf(cookieHeader: string | undefined): string {
  return LANGUAGE_IN_COOKIES.exec(cookieHeader ?? '')?.[1] ?? '';
}

function remember(key: string, page: FirstScreenMarkup | null) {
  if (drawnPages.size >= KEPT_PAGES) drawnPages.delete(drawnPages.keys().next().value as string);
  drawnPages.set(key, page);
}

/**
 * The first screen of a public page drawn on the server: the host's public shell around the page the area's release
 * draws, in the visitor's language and the network's brand. Null when the release or the host draws none (a release
 * built before, one served from another origin, a page the area does not draw); a renderer that fails is logged and
 * the page is sent as before, without a drawn first screen.
 */
export async function drawFirstScreen(
  request: FastifyRequest,
  pathname: string,
  areaFolder: string,
  branding: NetworkBranding,
): Promise<FirstScreenMarkup | null> {
  let area: Loaded<RenderAreaFirstScreen> | null;
  let shell: Loaded<RenderShellFirstScreen> | null;
  try {
    area = rendererIn<RenderAreaFirstScreen>(areaFolder);
    shell = rendererIn<RenderShellFirstScreen>(request.server.ctx.config.webDist);
  } catch (error) {
    request.log.warn({ err: error, areaFolder }, 'first screen not drawn: its server renderer does not load');
    return null;
  }
  if (!area || !shell) return null;
  const screen: FirstScreenRequest = {
    path: pathname,
    language: languageOf(request.headers.cookie),
    branding,
  };
  const key = JSON.stringify([areaFolder, area.mtimeMs, shell.mtimeMs, screen]);
  if (drawnPages.has(key)) return drawnPages.get(key) ?? null;
  let page: FirstScreenMarkup | null = null;
  try {
    const drawnArea = await area.value(screen);
    page = drawnArea ? await shell.value(screen, drawnArea) : null;
  } catch (error) {
    // Kept as "none" too: a renderer that fails for this page is not run (nor logged) again on every visit.
    request.log.warn({ err: error, areaFolder, path: screen.path }, 'first screen not drawn: its renderer failed');
  }
  remember(key, page);
  return page;
}
