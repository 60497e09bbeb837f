import { getTheme } from '@affnet/api';
import { i18n, notifyError, userMessage, useSession, useTheme } from '@affnet/core';
import { useEffect } from 'react';

/** Loads the signed-in user's network theme from the server (spec section 4: theme loaded on start). */
export function useNetworkTheme(): void {
  const networkId = useSession((s) => s.user?.userDetail.network[0]);
  useEffect(() => {
    if (!networkId) return;
    let live = true;
    getTheme(networkId)
      .then(({ payload }) => {
        if (live && payload) useTheme.getState().setSettings(payload.theme);
      })
      .catch((error: unknown) => notifyError(userMessage(error, (key) => i18n.t(key))));
    return () => {
      live = false;
    };
  }, [networkId]);
}
