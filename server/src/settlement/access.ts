import type { Session } from '../shared/context';
import { forbidden } from '../shared/errors';

export { ownersNetwork } from '../invoicing/owners-network';

/** A publisher's own network and id: he sees his balances and invoices only. */
export function publishersAccount(session: Session): { networkId: number; publisherId: number } {
  const { user } = session;
  if (user.role !== 'publisher' || user.network_id === null) throw forbidden();
  return { networkId: user.network_id, publisherId: user.id };
}
