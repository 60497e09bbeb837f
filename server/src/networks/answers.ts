/**
 * What the network routes answer (@affnet/contracts' Network, NetworkBranding, ThemeSettings), for the OpenAPI
 * document. Each shape is written once here and reused by every route that answers it.
 */
import { anyString } from '../shared/http/answers';
import { objectOf } from '../shared/http/schemas';
import { fullTheme } from './schemas';

const dashboard = objectOf({ dashboard: { type: 'string', description: "The network's dashboard host" } });
const logoUrl = { type: 'string', description: 'Address of the large logo; the medium and small ones derive from it' };

/** Network: a network as its members see it. */
export const networkAnswer = objectOf({
  network_id: anyString,
  company_name: anyString,
  networklogo_Url: { ...logoUrl, description: `${logoUrl.description}; empty when none` },
  domain: dashboard,
  status: { type: 'string', enum: ['active', 'inactive'] },
});

/** NetworkBranding: what a host's login page shows; the platform's own for a host of no network. */
export const brandingAnswer = objectOf({
  network_id: { type: ['string', 'null'], description: 'null on a host of no network' },
  company_name: anyString,
  networklogo_Url: { ...logoUrl, type: ['string', 'null'], description: `${logoUrl.description}; null when none` },
  theme: fullTheme,
  time_zone: { type: 'string', description: "The network's IANA time zone; 'UTC' on a host of no network" },
});

export const themeAnswer = objectOf({ theme: fullTheme });

/** A network just signed up: where its dashboard is. */
export const registeredNetworkAnswer = objectOf({ network_id: anyString, domain: dashboard });

export const networkIdTakenAnswer = objectOf({
  exists: { type: 'boolean', description: 'true when the id is taken or reserved' },
});

/** An invitation link that can still be used: for which kind of account, in which network. */
export const inviteInfoAnswer = objectOf({
  kind: { type: 'string', enum: ['publisher', 'advertiser'] },
  company_name: anyString,
  network_id: anyString,
});

/** After a logo upload: the main logo's address (new after a main logo, the same after a variant). */
export const savedLogoAnswer = objectOf({ networklogo_Url: logoUrl });
