import { useTheme } from '@affnet/core';
import { mountStandalone } from '@affnet/ui';
import { getBranding } from './app/api/get-branding';
import AuthApp from './expose/auth-app';

// The host fills the brand before the area renders; standalone, ask the API (when it runs) for it.
getBranding().then(
  ({ payload }) =>
    payload &&
    useTheme.getState().setBrand({
      networkId: payload.network_id,
      companyName: payload.company_name,
      logoUrl: payload.networklogo_Url,
    }),
  (error: unknown) => console.warn('Standalone: no branding from the API, showing the default brand', error),
);

// The area's pages are absolute paths at the root, so it mounts with an empty base path ('/*' matches them all).
mountStandalone(AuthApp, '');
