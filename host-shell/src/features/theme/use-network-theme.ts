import { i18n, notifyError, userMessage, useSession, useTheme } from '@affnet/core';
import { useEffect } from 'react';
import { useNetworkThemeQuery } from './api/get-theme';

/** Applies the signed-in user's network theme from the server (spec section 4: theme loaded on start). */
export function useNetworkTheme(): void {
  const networkId = useSession((s) => s.user?.userDetail.network[0]);
  const { data, error } = useNetworkThemeQuery(networkId);
  useEffect(() => {
    if (data) useTheme.getState().setSettings(data);
  }, [data]);
  useEffect(() => {
    if (error) notifyError(userMessage(error, (key) => i18n.t(key)));
  }, [error]);
}
