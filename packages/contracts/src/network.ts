import type { ThemeSettings } from './theme';

/** A network (tenant) as the dashboard sees it (spec section 3). */
export interface Network {
  network_id: string;
  company_name: string;
  /** Address of the large logo; medium and small variants are derived from it (see logoVariant in @affnet/ui). */
  networklogo_Url: string;
  domain: { dashboard: string };
  status: 'active' | 'inactive';
}

/** Payload of the public GET /api/network/branding: what the login page of a host shows before sign-in. */
export interface NetworkBranding {
  network_id: string | null;
  company_name: string;
  networklogo_Url: string | null;
  theme: ThemeSettings;
  /** The network's IANA time zone: every time the dashboard shows is in it ('UTC' for a host of no network). */
  time_zone: string;
}
