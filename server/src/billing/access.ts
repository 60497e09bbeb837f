import type { Session } from '../shared/context';
import { forbidden } from '../shared/errors';

/** An advertiser's own network and id: he sees his invoices only (the owner's side: invoicing/owners-network.ts). */
export function advertisersAccount(session: Session): { networkId: number; advertiserId: number } {
  const { user } = session;
  if (user.role !== 'advertiser' || user.network_id === null) throw forbidden();
  return { networkId: user.network_id, advertiserId: user.id };
}
