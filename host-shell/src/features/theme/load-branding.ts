import { getBranding } from '@affnet/api';
import { useTheme } from '@affnet/core';

/** Before sign-in the host's own network gives the logo, company name, theme and time zone (a public call, by Host). */
export async function loadBranding(): Promise<void> {
  const { payload } = await getBranding();
  if (!payload) return;
  const theme = useTheme.getState();
  theme.setBrand({
    networkId: payload.network_id,
    companyName: payload.company_name,
    logoUrl: payload.networklogo_Url,
  });
  theme.setSettings(payload.theme);
  theme.setTimeZone(payload.time_zone);
}
