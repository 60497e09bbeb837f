import type { AdminNetwork } from '@affnet/contracts';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { notFound } from '../shared/errors';
import { adminNetwork } from './network-admin';
import { networkAdminStore } from './platform-store';

/** Review of self-service sign-ups: a network registered through /user/network/register waits here. */
/** approve: reviewed, stays as it is; reject: reviewed and made inactive. */
export async function reviewRegistration(
  ctx: AppContext,
  adminId: number,
  id: number,
  decision: 'approve' | 'reject',
): Promise<AdminNetwork> {
  const network = await ctx.platform.networkById(id);
  if (!network) throw notFound('Network not found');
  const review = await networkAdminStore(ctx.db).reviewOf(id);
  if (!review) throw notFound('Registration not found');
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const store = networkAdminStore(trx);
    await store.decideReview(id, decision === 'approve' ? 'approved' : 'rejected', now, adminId);
    if (decision === 'reject') await store.setStatus(id, 'inactive');
    await recordAudit(trx, {
      networkId: id,
      userId: adminId,
      action: 'network.review',
      logStatus: `Registration ${decision === 'approve' ? 'approved' : 'rejected'} by the platform administrator`,
      details: { decision },
    });
  });
  if (decision === 'reject') await ctx.nodes.catalogueChanged(network.id);
  return adminNetwork(ctx, id);
}
