import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { Database, NetworkRow } from '../shared/db/schema';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { idNamedBy, nameOf, refusalOfName } from './host-rules';
import { hostStore } from './host-store';

/** The key of the PostgreSQL advisory lock that every check-and-write of a network's hosts takes (a constant of ours). */
const NETWORK_HOSTS_LOCK = 7_241_026;
const STAGING_PREFIX = 'staging.';

/**
 * Makes the caller's transaction the only one checking and writing networks' hosts until it ends, on every node: two
 * networks saving one host at once then cannot both find it free. A host lives in two columns of many rows, which no
 * unique index spans. On SQLite every transaction begins with BEGIN IMMEDIATE (sqlite-connection.ts) and holds the
 * file's write lock already.
 */
export async function lockNetworkHosts(trx: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${NETWORK_HOSTS_LOCK})`.execute(trx);
}

/**
 * Which of the networks holding one host answers on it (rows that older code let two networks save): the network
 * whose platform address `<id>.<base>` it is, else the oldest. The other rows' claim is ignored, so a host squatted
 * before the rules existed goes back to its id, and a newer network never takes traffic from an older one.
 */
export function ownerAmong<T extends Pick<NetworkRow, 'network_id'>>(
  holders: T[],
  host: string,
  baseDomain: string,
): T | undefined {
  const namedId = idNamedBy(host, baseDomain);
  return holders.find((n) => n.network_id === namedId) ?? holders[0];
}

/** The network answering on this exact host (dashboard or tracking), by the rule of ownerAmong. */
export async function networkOnHost(
  db: Kysely<Database>,
  host: string,
  baseDomain: string,
): Promise<NetworkRow | undefined> {
  return ownerAmong(await hostStore(db).networksOnHost(host), host, baseDomain);
}

/** Names that reach the same network as `name`: itself, and `staging.` added or taken away (tenantForHost). */
function namesReaching(name: string): string[] {
  const names = [name, `${STAGING_PREFIX}${name}`];
  if (name.startsWith(STAGING_PREFIX)) names.push(name.slice(STAGING_PREFIX.length));
  return names;
}

/** A network other than `exceptId` holding this host's name on any port, or with `staging.` before or after it. */
export function otherNetworkNaming(db: Kysely<Database>, host: string, exceptId: number | null) {
  return hostStore(db).otherNetworkNaming(namesReaching(nameOf(host)), exceptId);
}

/**
 * Refuses (400 naming `field`) a host that network `network` may not answer on: the platform's, another network id's
 * name under the base domain, or one another network holds. Call it under lockNetworkHosts, in the transaction
 * that writes the host.
 */
export async function assertHostFree(
  trx: Kysely<Database>,
  baseDomain: string,
  network: Pick<NetworkRow, 'id' | 'network_id'>,
  field: string,
  host: string,
): Promise<void> {
  if (await otherNetworkNaming(trx, host, network.id)) {
    throw invalidField(field, ERROR_CODES.domainTaken, 'is already used');
  }
  const refusal = refusalOfName(host, network.network_id, baseDomain);
  if (refusal) throw invalidField(field, ERROR_CODES.domainReserved, refusal);
}
