import { readCurrentUser } from '@affnet/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { mainShell } from './app/router';
import { applyBranding } from './features/boot/apply-branding';
import { loadStartData } from './features/boot/start-data';
import { startLanguageReady } from './features/first-screen/drawn-language';
import { takeOverFirstScreen } from './features/first-screen/take-over';
import { isRemoteLoaded, loadRemoteApp } from './features/remotes/lazy-remote';
import { registerRemoteFailurePlugins } from './features/remotes/register-failure-plugins';
import { registeredManifest, registerTenantRemotes, switchTenantRemotes } from './features/remotes/register-remotes';
import { remoteForPath } from './features/remotes/remote-for-path';
import { followUserManifest } from './features/remotes/session-manifest';
import './i18n/shell';
import './i18n/shell-access';

/** The longest the first render waits for the first screen's parts; after that it shows their spinners. */
const FIRST_SCREEN_WAIT_MS = 250;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Start: the tenant's branding and remote releases come with the page (else from the server, by this page's host);
 * the first screen's remote starts loading before the shell renders, its scripts already preloaded by the page.
 */
async function start(): Promise<void> {
  registerRemoteFailurePlugins();
  // A user who chose another language (before, or on the drawn page while this script came) gets the shell in it from
  // the first screen (its words download meanwhile).
  const [{ manifest, branding }] = await Promise.all([loadStartData(), startLanguageReady()]);
  applyBranding(branding);
  registerTenantRemotes(manifest);
  followUserManifest(registeredManifest, (next) => switchTenantRemotes(next, isRemoteLoaded));
  const signedIn = readCurrentUser() !== null;
  const first = remoteForPath(window.location.pathname, signedIn);
  // A failure shows in the area's error boundary (or the shell's, for the signed-in shell) when they render.
  const firstScreen = [first ? loadRemoteApp(first) : undefined, signedIn ? mainShell.load() : undefined].map((load) =>
    load?.catch(() => undefined),
  );
  // The area's scripts were preloaded with the page, so the first screen is usually ready a moment after this script
  // ran: the first render waits that moment for it and draws it whole, instead of a spinner first (on-demand.ts).
  await Promise.race([Promise.all(firstScreen), delay(FIRST_SCREEN_WAIT_MS)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  createRoot(container).render(<App />);
}

start().catch((error: unknown) => {
  // Spec section 8: a failed application start is logged to the console.
  console.error('affnet failed to start', error);
  takeOverFirstScreen(null);
  document.getElementById('root')?.replaceChildren(
    Object.assign(document.createElement('p'), {
      role: 'alert',
      textContent: 'The dashboard could not start. Please reload the page.',
    }),
  );
});
