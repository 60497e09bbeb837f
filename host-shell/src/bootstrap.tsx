import { readCurrentUser } from '@affnet/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteApp } from './features/remotes/lazy-remote';
import { registerRemoteFailurePlugins } from './features/remotes/register-failure-plugins';
import { registerTenantRemotes } from './features/remotes/register-remotes';
import { remoteForPath } from './features/remotes/remote-for-path';
import { loadBranding } from './features/theme/load-branding';
import './i18n/shell';
import './i18n/shell-access';

/** Start: the tenant's branding and remote addresses come from the server, by this page's host. */
async function start(): Promise<void> {
  registerRemoteFailurePlugins();
  const remotes = registerTenantRemotes().then(() => {
    const first = remoteForPath(window.location.pathname, readCurrentUser() !== null);
    // Not awaited: the area renders through its own Suspense, and a failure shows in its error boundary.
    if (first) loadRemoteApp(first).catch(() => undefined);
  });
  await Promise.all([loadBranding(), remotes]);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  createRoot(container).render(<App />);
}

start().catch((error: unknown) => {
  // Spec section 8: a failed application start is logged to the console.
  console.error('affnet failed to start', error);
  document.getElementById('root')?.replaceChildren(
    Object.assign(document.createElement('p'), {
      role: 'alert',
      textContent: 'The dashboard could not start. Please reload the page.',
    }),
  );
});
