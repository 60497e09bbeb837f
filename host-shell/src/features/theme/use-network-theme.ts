import { getTheme, userMessage } from '@affnet/api';
import { useSession, useTheme } from '@affnet/store';
import { notifyError } from '@affnet/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Loads the signed-in user's network theme from the server (spec section 4: theme loaded on start). */
export function useNetworkTheme(): void {
  const { t } = useTranslation();
  const networkId = useSession((s) => s.user?.userDetail.network[0]);
  useEffect(() => {
    if (!networkId) return;
    let live = true;
    getTheme(networkId)
      .then(({ payload }) => {
        if (live && payload) useTheme.getState().setSettings(payload.theme);
      })
      .catch((error: unknown) => notifyError(userMessage(error, t)));
    return () => {
      live = false;
    };
  }, [networkId]);
}
