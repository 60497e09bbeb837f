import type { AdminNetwork } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { notFound } from '../shared/errors';
import { adminNetwork } from './network-admin';

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
  const review = await ctx.db
    .selectFrom('network_reviews')
    .select('status')
    .where('network_id', '=', id)
    .executeTakeFirst();
  if (!review) throw notFound('Registration not found');
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('network_reviews')
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', reviewed_at: now, reviewed_by: adminId })
      .where('network_id', '=', id)
      .execute();
    if (decision === 'reject')
      await trx.updateTable('networks').set({ status: 'inactive' }).where('id', '=', id).execute();
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

/** Marks a self-service sign-up as waiting for review (called in the registration's transaction). */
export async function recordRegistration(db: Kysely<Database>, networkId: number, now: string): Promise<void> {
  await db
    .insertInto('network_reviews')
    .values({ network_id: networkId, status: 'pending', registered_at: now, reviewed_at: null, reviewed_by: null })
    .execute();
}
