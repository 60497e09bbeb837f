import { DEFAULT_THEME, type Network, type NetworkBranding, type NetworkRegistrationRequest } from '@affnet/contracts';
import { assertPasswordRules, hashPassword } from '../auth/passwords';
import { normalizeEmail } from '../auth/sign-in';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { NetworkRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { hostOf } from '../shared/http/host-header';
import { defaultHostOf } from './host-rules';
import { writeDefaultLogos } from './logos';
import { lockNetworkHosts, networkOnHost, otherNetworkNaming } from './network-hosts';
import { registrationStore } from './platform-store';
import { parseTheme } from './theme-settings';

const STAGING_PREFIX = 'staging.';
/** Host names that are not tenants, so they cannot be claimed as network ids. */
const RESERVED_NETWORK_IDS = new Set(['www', 'staging', 'admin', 'api', 'app', 'mail', 'static', 'cdn']);

/**
 * The network whose dashboard domain is the Host header (a 'staging.' prefix allowed), else null. Of networks that
 * hold one host, only the owner answers (network-hosts.ts ownerAmong): a host it holds as tracking domain is no
 * dashboard of anybody's.
 */
export async function tenantForHost(ctx: AppContext, hostHeader: string | undefined): Promise<NetworkRow | null> {
  const host = hostOf(hostHeader);
  if (!host) return null;
  const exact = await dashboardOn(ctx, host);
  if (exact || !host.startsWith(STAGING_PREFIX)) return exact;
  return dashboardOn(ctx, host.slice(STAGING_PREFIX.length));
}

async function dashboardOn(ctx: AppContext, host: string): Promise<NetworkRow | null> {
  const owner = await networkOnHost(ctx.db, host, ctx.config.baseDomain);
  return owner?.dashboard_domain === host ? owner : null;
}

export function brandingOf(tenant: NetworkRow | null): NetworkBranding {
  if (!tenant) {
    return { network_id: null, company_name: 'affnet', networklogo_Url: null, theme: DEFAULT_THEME, time_zone: 'UTC' };
  }
  return {
    network_id: tenant.network_id,
    company_name: tenant.company_name,
    networklogo_Url: tenant.logo_url,
    theme: parseTheme(tenant.theme),
    time_zone: tenant.time_zone,
  };
}

export function networkView(network: NetworkRow): Network {
  return {
    network_id: network.network_id,
    company_name: network.company_name,
    networklogo_Url: network.logo_url ?? '',
    domain: { dashboard: network.dashboard_domain },
    status: network.status,
  };
}

/**
 * The network `slug` if the caller may see it: his own network, or any for the super admin.
 * Anything else is 'not found' so that other networks' ids are not revealed.
 */
export async function networkVisibleTo(ctx: AppContext, session: Session, slug: string): Promise<NetworkRow> {
  const { user } = session;
  const network =
    user.network_id === null
      ? user.role === 'admin'
        ? await ctx.platform.networkBySlug(slug)
        : undefined
      : await tenantStore(ctx.db, user.network_id).network();
  if (!network || network.network_id !== slug) throw notFound('Network not found');
  return network;
}

const isRegisteredOrReserved = async (ctx: AppContext, slug: string) =>
  RESERVED_NETWORK_IDS.has(slug) || (await ctx.platform.networkBySlug(slug)) !== undefined;

/** Taken: reserved, registered, or its address `<id>.<base>` held by another network (older code let one take it). */
export async function networkIdExists(ctx: AppContext, slug: string): Promise<boolean> {
  if (await isRegisteredOrReserved(ctx, slug)) return true;
  return (await otherNetworkNaming(ctx.db, defaultHostOf(slug, ctx.config.baseDomain), null)) !== undefined;
}

const TAKEN = () => invalidField('network_id', ERROR_CODES.networkIdTaken, 'this network id is already taken');
const HOST_HELD = (host: string) =>
  invalidField('network_id', ERROR_CODES.networkIdTaken, `its address ${host} is already used by another network`);

/** Self-service sign-up of a new network (tenant) with its owner account. */
export async function registerNetwork(ctx: AppContext, request: NetworkRegistrationRequest) {
  const slug = request.network_id;
  assertPasswordRules(request.password);
  if (await isRegisteredOrReserved(ctx, slug)) throw TAKEN();
  const passwordHash = await hashPassword(request.password, ctx.config.bcryptCost);
  const logoUrl = await writeDefaultLogos(ctx.files, slug, request.company_name);
  const now = nowIso();
  const dashboard = defaultHostOf(slug, ctx.config.baseDomain);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await lockNetworkHosts(trx, ctx.dialect);
      if (await otherNetworkNaming(trx, dashboard, null)) throw HOST_HELD(dashboard);
      const registration = registrationStore(trx);
      const networkId = await registration.insertNetwork({
        network_id: slug,
        company_name: request.company_name,
        logo_url: logoUrl,
        dashboard_domain: dashboard,
        status: 'active',
        theme: JSON.stringify(DEFAULT_THEME),
        created_at: now,
      });
      await tenantStore(trx, networkId).insertUser({
        email: normalizeEmail(request.email),
        password_hash: passwordHash,
        name: request.name,
        role: 'network',
        company_name: request.company_name,
        status: 'active',
        account_manager_id: null,
        tokens_valid_after: null,
        created_at: now,
      });
      await registration.awaitReview(networkId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN();
    throw error;
  }
  return { network_id: slug, domain: { dashboard } };
}
