import type { NetworkBranding } from '@affnet/contracts';
import type { Brand } from '@affnet/core';

/** What a page shows of the network that owns its host, from the network's branding. */
export function brandOf(branding: NetworkBranding): Brand {
  return { networkId: branding.network_id, companyName: branding.company_name, logoUrl: branding.networklogo_Url };
}
