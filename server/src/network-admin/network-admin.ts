import type {
  AdminNetwork,
  AdminNetworkPage,
  NetworkDataListItem,
  NetworkSearch,
  NetworkStatus,
  NetworkUpdate,
} from '@affnet/contracts';
import { HOST_PATTERN } from '@affnet/contracts';
import { type Kysely, sql } from 'kysely';
import { lockNetworkHosts, otherNetworkNaming } from '../networks/network-hosts';
import { recordAudit } from '../shared/audit';
import type { AppContext } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';

/** Platform-wide (super admin) queries over networks: never reachable by a network's own members. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const DOMAIN_TAKEN = () => invalidField('dashboard_domain', ERROR_CODES.domainTaken, 'is already used');
const HOST = new RegExp(HOST_PATTERN);

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('networks as n')
    .leftJoin('network_reviews as r', 'r.network_id', 'n.id')
    .select((eb) => [
      'n.id',
      'n.network_id',
      'n.company_name',
      'n.dashboard_domain',
      'n.status',
      'n.created_at',
      'r.status as review',
      'r.reviewed_at',
      eb
        .selectFrom('users as o')
        .select('o.email')
        .whereRef('o.network_id', '=', 'n.id')
        .where('o.role', '=', 'network')
        .orderBy('o.id')
        .limit(1)
        .as('owner_email'),
      eb
        .selectFrom('users as o')
        .select('o.name')
        .whereRef('o.network_id', '=', 'n.id')
        .where('o.role', '=', 'network')
        .orderBy('o.id')
        .limit(1)
        .as('owner_name'),
      eb.selectFrom('users as m').select(eb.fn.countAll().as('c')).whereRef('m.network_id', '=', 'n.id').as('members'),
      eb.selectFrom('offers as f').select(eb.fn.countAll().as('c')).whereRef('f.network_id', '=', 'n.id').as('offers'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toNetwork(row: Row): AdminNetwork {
  return {
    id: Number(row.id),
    network_id: row.network_id,
    company_name: row.company_name,
    dashboard_domain: row.dashboard_domain,
    status: row.status,
    created_at: row.created_at,
    owner_email: row.owner_email ?? null,
    owner_name: row.owner_name ?? null,
    members: Number(row.members ?? 0),
    offers: Number(row.offers ?? 0),
    review: row.review ?? null,
    reviewed_at: row.reviewed_at ?? null,
  };
}

export async function networkDataList(ctx: AppContext): Promise<NetworkDataListItem[]> {
  const rows = await ctx.db
    .selectFrom('networks')
    .select(['id', 'network_id', 'company_name'])
    .orderBy('company_name')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function listNetworks(ctx: AppContext): Promise<AdminNetwork[]> {
  return (await baseQuery(ctx.db).orderBy('n.company_name').orderBy('n.id').execute()).map(toNetwork);
}

/** Self-service sign-ups still waiting for the super admin, oldest first. */
export async function pendingRegistrations(ctx: AppContext): Promise<AdminNetwork[]> {
  const rows = await baseQuery(ctx.db).where('r.status', '=', 'pending').orderBy('n.created_at').execute();
  return rows.map(toNetwork);
}

const SORTS = {
  company_name: 'n.company_name',
  network_id: 'n.network_id',
  created_at: 'n.created_at',
  status: 'n.status',
  members: 'members',
  offers: 'offers',
} as const;

export async function searchNetworks(ctx: AppContext, search: NetworkSearch): Promise<AdminNetworkPage> {
  const limit = Math.min(search.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const page = search.page ?? 1;
  let query = baseQuery(ctx.db);
  const term = search.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['n.company_name']), 'like', sql<string>`${like} escape '\\'`),
        eb(eb.fn('lower', ['n.network_id']), 'like', sql<string>`${like} escape '\\'`),
        eb(eb.fn('lower', ['n.dashboard_domain']), 'like', sql<string>`${like} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.network_id', '=', 'n.id')
            .where('u.role', '=', 'network')
            .where('u.email', 'like', sql<string>`${like} escape '\\'`),
        ),
      ]),
    );
  }
  if (search.status) query = query.where('n.status', '=', search.status);
  const total = Number(
    (
      await ctx.db
        .selectFrom(query.as('q'))
        .select((eb) => eb.fn.countAll().as('c'))
        .executeTakeFirstOrThrow()
    ).c,
  );
  const order = search.order ?? (search.sort === 'created_at' ? 'desc' : 'asc');
  const rows = await query
    .orderBy(sql.ref(SORTS[search.sort ?? 'company_name']), order)
    .orderBy('n.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows: rows.map(toNetwork), total, page, limit };
}

async function networkOrFail(db: Kysely<Database>, id: number) {
  const network = await db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!network) throw notFound('Network not found');
  return network;
}

export async function adminNetwork(ctx: AppContext, id: number): Promise<AdminNetwork> {
  const row = await baseQuery(ctx.db).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Network not found');
  return toNetwork(row);
}

export async function updateNetwork(ctx: AppContext, adminId: number, update: NetworkUpdate): Promise<AdminNetwork> {
  const network = await networkOrFail(ctx.db, update.id);
  const domain = update.dashboard_domain.trim().toLowerCase();
  if (!HOST.test(domain)) {
    throw invalidField('dashboard_domain', ERROR_CODES.invalidHost, 'must be a host name such as acme.example.com');
  }
  const changes = { company_name: update.company_name.trim(), dashboard_domain: domain, status: update.status };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Checked and written under the lock of networks' hosts: a network saving the same host at once waits.
      await lockNetworkHosts(trx, ctx.dialect);
      if (await otherNetworkNaming(trx, domain, network.id)) throw DOMAIN_TAKEN();
      await trx.updateTable('networks').set(changes).where('id', '=', network.id).execute();
      await recordAudit(trx, {
        networkId: network.id,
        userId: adminId,
        action: 'network.update',
        logStatus: 'Network details changed by the platform administrator',
        details: changes,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw DOMAIN_TAKEN();
    throw error;
  }
  await ctx.nodes.catalogueChanged();
  return adminNetwork(ctx, network.id);
}

/** Active or inactive: an inactive network's members cannot sign in, its sessions end and its links are refused. */
export async function setNetworkStatus(
  ctx: AppContext,
  adminId: number,
  slug: string,
  status: NetworkStatus,
): Promise<AdminNetwork> {
  const network = await ctx.platform.networkBySlug(slug);
  if (!network) throw notFound('Network not found');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('networks').set({ status }).where('id', '=', network.id).execute();
    await recordAudit(trx, {
      networkId: network.id,
      userId: adminId,
      action: 'network.status',
      logStatus: `Network ${status === 'active' ? 'activated' : 'deactivated'} by the platform administrator`,
      details: { status },
    });
  });
  await ctx.nodes.catalogueChanged();
  return adminNetwork(ctx, network.id);
}

export { deleteNetwork } from './delete';
