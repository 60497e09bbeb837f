import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerTenantRemotes } from './features/remotes/register-remotes';
import { loadBranding } from './features/theme/load-branding';
import './i18n/shell';

/** Start: the tenant's branding and remote addresses come from the server, by this page's host. */
async function start(): Promise<void> {
  await Promise.all([loadBranding(), registerTenantRemotes()]);
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
