import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { notFound } from '../shared/errors';
import { issueAccountToken } from './sessions';

/** A network owner opens a session as one of his own publishers or advertisers (the /ext hand-off). */
export async function accountTokenFor(ctx: AppContext, session: Session, userId: number): Promise<string> {
  const networkId = session.user.network_id;
  const target = networkId === null ? undefined : await tenantStore(ctx.db, networkId).userById(userId);
  if (!target || (target.role !== 'publisher' && target.role !== 'advertiser')) throw notFound('User not found');
  return issueAccountToken(ctx, target.id);
}
