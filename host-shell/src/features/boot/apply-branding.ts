import type { NetworkBranding } from '@affnet/contracts';
import { useTheme } from '@affnet/core';
import { brandOf } from '@affnet/ui';

/** Before sign-in the host's own network gives the logo, company name, theme and time zone. */
export function applyBranding(branding: NetworkBranding): void {
  const theme = useTheme.getState();
  theme.setBrand(brandOf(branding));
  theme.setSettings(branding.theme);
  theme.setTimeZone(branding.time_zone);
}
