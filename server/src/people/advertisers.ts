import type { Advertiser, Page, PersonStatus } from '@affnet/contracts';
import { changesBetween, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { UserRow } from '../shared/db/schema';
import { ownerNetworkId, personOf } from './accounts';
import { peopleStore } from './people-store';

export const advertiserView = (u: UserRow): Advertiser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  company_name: u.company_name,
  status: u.status,
  created_at: u.created_at,
});

export interface AdvertiserQuery {
  search?: string;
  page: number;
  limit: number;
}

/** GET /api/advertisers: the network's advertisers by name, searchable by name, email or company. */
export async function listAdvertisers(
  ctx: AppContext,
  session: Session,
  q: AdvertiserQuery,
): Promise<Page<Advertiser>> {
  const { rows, total } = await peopleStore(ctx.db, ownerNetworkId(session)).advertiserPage(q.search, {
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  return { rows: rows.map(advertiserView), total, page: q.page, limit: q.limit };
}

export async function advertiserDetail(ctx: AppContext, session: Session, id: number) {
  return advertiserView(await personOf(ctx, session, 'advertiser', id));
}

/** Inactive advertisers cannot sign in. */
export async function setAdvertiserStatus(ctx: AppContext, session: Session, id: number, status: PersonStatus) {
  const user = await personOf(ctx, session, 'advertiser', id);
  const networkId = ownerNetworkId(session);
  await peopleStore(ctx.db, networkId).setUser(id, { status });
  const changes = changesBetween({ status: user.status }, { status }, ['status']);
  if (changes.length > 0) {
    await recordAudit(ctx.db, {
      networkId,
      userId: session.user.id,
      action: 'advertiser.status',
      logStatus: `Advertiser ${user.name} set ${status}`,
      subject: user.name,
      changes,
      details: { advertiser_id: id },
    });
  }
  return advertiserView({ ...user, status });
}
