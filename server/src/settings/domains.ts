import { type DomainInput, HOST_PATTERN } from '@affnet/contracts';
import { assertHostFree, lockNetworkHosts } from '../networks/network-hosts';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { audited } from './audit';
import { domainFields } from './audited-fields';

const HOST = new RegExp(HOST_PATTERN);

/** A host name with an optional port, lower case; throws a 400 naming the field. */
export function checkHost(field: string, value: string): string {
  const host = value.trim();
  if (host !== host.toLowerCase()) throw invalidField(field, ERROR_CODES.invalidHost, 'must be lower case');
  const match = HOST.exec(host);
  const port = match?.[1] === undefined ? 1 : Number(match[1]);
  if (!match || port < 1 || port > 65535) {
    throw invalidField(field, ERROR_CODES.invalidHost, 'must be a host name, optionally with :port');
  }
  return host;
}

/**
 * Saves the dashboard and/or tracking host. An empty tracking host goes back to the dashboard domain. A host of the
 * platform, of another network id or held by another network is refused (network-hosts.ts), checked and written under
 * one lock. Members signed in at the old dashboard address must sign in again.
 */
export async function saveDomains(ctx: AppContext, session: Session, input: DomainInput): Promise<void> {
  const changes: { dashboard_domain?: string; tracking_domain?: string | null } = {};
  if (input.dashboard !== undefined) changes.dashboard_domain = checkHost('dashboard', input.dashboard);
  if (input.tracking !== undefined) {
    changes.tracking_domain = input.tracking.trim() === '' ? null : checkHost('tracking', input.tracking);
  }
  if (Object.keys(changes).length === 0)
    throw invalidField('domain', ERROR_CODES.required, 'give dashboard or tracking');
  const said = [
    changes.dashboard_domain ? `dashboard ${changes.dashboard_domain}` : '',
    changes.tracking_domain !== undefined ? `tracking ${changes.tracking_domain ?? '(dashboard domain)'}` : '',
  ].filter(Boolean);
  const networkId = await audited(
    ctx,
    session,
    {
      action: 'setting.domain',
      logStatus: input.log_status,
      fallback: `Domains saved: ${said.join(', ')}`,
      compare: domainFields,
    },
    async (trx, id) => {
      await lockNetworkHosts(trx, ctx.dialect);
      const network = await tenantStore(trx, id).network();
      if (!network) throw notFound('Network not found');
      // A value the network already holds is not judged again: the page sends both hosts on every save.
      const hosts = [
        ['dashboard', changes.dashboard_domain, network.dashboard_domain],
        ['tracking', changes.tracking_domain, network.tracking_domain],
      ] as const;
      for (const [field, host, held] of hosts) {
        if (host && host !== held) await assertHostFree(trx, ctx.config.baseDomain, network, field, host);
      }
      await tenantStore(trx, id).updateNetworkSettings(changes);
      return id;
    },
  );
  await ctx.nodes.catalogueChanged(networkId);
}
