import type { Advertiser, Page, PersonStatus } from '@affnet/contracts';
import { sql } from 'kysely';
import { changesBetween, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { UserRow } from '../shared/db/schema';
import { ownerNetworkId, personOf, setUser } from './store';
import { likePattern } from './view';

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
  let base = ctx.db
    .selectFrom('users')
    .where('network_id', '=', ownerNetworkId(session))
    .where('role', '=', 'advertiser');
  const search = q.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or(
        ['name', 'email', 'company_name'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(advertiserView), total: Number(count?.n ?? 0), page: q.page, limit: q.limit };
}

export async function advertiserDetail(ctx: AppContext, session: Session, id: number) {
  return advertiserView(await personOf(ctx, session, 'advertiser', id));
}

/** Inactive advertisers cannot sign in. */
export async function setAdvertiserStatus(ctx: AppContext, session: Session, id: number, status: PersonStatus) {
  const user = await personOf(ctx, session, 'advertiser', id);
  const networkId = ownerNetworkId(session);
  await setUser(ctx, networkId, id, { status });
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
