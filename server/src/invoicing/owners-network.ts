import type { Session } from '../shared/context';
import { forbidden } from '../shared/errors';

/**
 * The network whose money the owner settles and bills: his own. Any other role is refused, the super admin included
 * (he sees a network's money only when signed in as its owner, when the session's user is the owner).
 */
export function ownersNetwork(session: Session): number {
  const { user } = session;
  if (user.role !== 'network' || user.network_id === null) throw forbidden();
  return user.network_id;
}
