import type { NetworkBranding } from '@affnet/contracts';
import { useTheme } from '@affnet/core';

/** Before sign-in the host's own network gives the logo, company name, theme and time zone. */
export function applyBranding(branding: NetworkBranding): void {
  const theme = useTheme.getState();
  theme.setBrand({
    networkId: branding.network_id,
    companyName: branding.company_name,
    logoUrl: branding.networklogo_Url,
  });
  theme.setSettings(branding.theme);
  theme.setTimeZone(branding.time_zone);
}
