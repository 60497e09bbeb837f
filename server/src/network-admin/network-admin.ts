import type {
  AdminNetwork,
  AdminNetworkPage,
  NetworkDataListItem,
  NetworkSearch,
  NetworkStatus,
  NetworkUpdate,
} from '@affnet/contracts';
import { HOST_PATTERN } from '@affnet/contracts';
import { lockNetworkHosts, otherNetworkNaming } from '../networks/network-hosts';
import { recordAudit } from '../shared/audit';
import type { AppContext } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { type AdminNetworkRow, networkListStore } from './network-list-store';
import { networkAdminStore } from './platform-store';

/** Platform-wide (super admin) queries over networks: never reachable by a network's own members. */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
const DOMAIN_TAKEN = () => invalidField('dashboard_domain', ERROR_CODES.domainTaken, 'is already used');
const HOST = new RegExp(HOST_PATTERN);

function toNetwork(row: AdminNetworkRow): AdminNetwork {
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
  const rows = await networkListStore(ctx.db).names();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function listNetworks(ctx: AppContext): Promise<AdminNetwork[]> {
  return (await networkListStore(ctx.db).all()).map(toNetwork);
}

/** Self-service sign-ups still waiting for the super admin, oldest first. */
export async function pendingRegistrations(ctx: AppContext): Promise<AdminNetwork[]> {
  return (await networkListStore(ctx.db).pendingRegistrations()).map(toNetwork);
}

export async function searchNetworks(ctx: AppContext, search: NetworkSearch): Promise<AdminNetworkPage> {
  const limit = Math.min(search.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  const page = search.page ?? 1;
  const sort = search.sort ?? 'company_name';
  const order = search.order ?? (search.sort === 'created_at' ? 'desc' : 'asc');
  const { rows, total } = await networkListStore(ctx.db).search(
    { search: search.search, status: search.status || undefined },
    { sort, order, offset: (page - 1) * limit, limit },
  );
  return { rows: rows.map(toNetwork), total, page, limit };
}

async function networkOrFail(ctx: AppContext, id: number) {
  const network = await ctx.platform.networkById(id);
  if (!network) throw notFound('Network not found');
  return network;
}

export async function adminNetwork(ctx: AppContext, id: number): Promise<AdminNetwork> {
  const row = await networkListStore(ctx.db).byId(id);
  if (!row) throw notFound('Network not found');
  return toNetwork(row);
}

export async function updateNetwork(ctx: AppContext, adminId: number, update: NetworkUpdate): Promise<AdminNetwork> {
  const network = await networkOrFail(ctx, update.id);
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
      await networkAdminStore(trx).setDetails(network.id, changes);
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
    await networkAdminStore(trx).setStatus(network.id, status);
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
