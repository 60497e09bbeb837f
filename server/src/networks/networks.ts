import { DEFAULT_THEME, type Network, type NetworkBranding, type NetworkRegistrationRequest } from '@affnet/contracts';
import { assertPasswordRules, hashPassword } from '../auth/passwords';
import { normalizeEmail } from '../auth/sign-in';
import { recordRegistration } from '../network-admin/review';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { NetworkRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { hostOf } from '../shared/http/host-header';
import { writeDefaultLogos } from './logos';
import { parseTheme } from './theme-settings';

const STAGING_PREFIX = 'staging.';
/** Host names that are not tenants, so they cannot be claimed as network ids. */
const RESERVED_NETWORK_IDS = new Set(['www', 'staging', 'admin', 'api', 'app', 'mail', 'static', 'cdn']);

/** The network whose dashboard domain is the Host header (a 'staging.' prefix allowed), else null. */
export async function tenantForHost(ctx: AppContext, hostHeader: string | undefined): Promise<NetworkRow | null> {
  const host = hostOf(hostHeader);
  if (!host) return null;
  const exact = await ctx.platform.networkByDomain(host);
  if (exact) return exact;
  if (!host.startsWith(STAGING_PREFIX)) return null;
  return (await ctx.platform.networkByDomain(host.slice(STAGING_PREFIX.length))) ?? null;
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

export async function networkIdExists(ctx: AppContext, slug: string): Promise<boolean> {
  return RESERVED_NETWORK_IDS.has(slug) || (await ctx.platform.networkBySlug(slug)) !== undefined;
}

const TAKEN = () => invalidField('network_id', ERROR_CODES.networkIdTaken, 'this network id is already taken');

/** Self-service sign-up of a new network (tenant) with its owner account. */
export async function registerNetwork(ctx: AppContext, request: NetworkRegistrationRequest) {
  const slug = request.network_id;
  assertPasswordRules(request.password);
  if (await networkIdExists(ctx, slug)) throw TAKEN();
  const passwordHash = await hashPassword(request.password, ctx.config.bcryptCost);
  const logoUrl = await writeDefaultLogos(ctx.files, slug, request.company_name);
  const now = nowIso();
  const dashboard = `${slug}.${ctx.config.baseDomain}`;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const networkId = (
        await trx
          .insertInto('networks')
          .values({
            network_id: slug,
            company_name: request.company_name,
            logo_url: logoUrl,
            dashboard_domain: dashboard,
            status: 'active',
            theme: JSON.stringify(DEFAULT_THEME),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
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
      await recordRegistration(trx, networkId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN();
    throw error;
  }
  return { network_id: slug, domain: { dashboard } };
}
