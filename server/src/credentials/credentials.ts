import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type NewPublisherCredentials, PERMISSIONS, type PublisherCredentials } from '@affnet/contracts';
import { sha256 } from '../auth/tokens';
import { type OfferViewer, offerStore } from '../offers/store';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { NetworkRow, UserRow } from '../shared/db/schema';
import { badRequest, ERROR_CODES, notFound, unauthenticated } from '../shared/errors';
import { credentialsByApikey } from './platform-store';
import { credentialStore } from './store';

const ALREADY_EXIST = 'credentials: already exist; regenerate them';
const WRONG_KEYS = 'The apikey and secretkey headers do not match an active publisher.';

/** 401 for keys that are missing, malformed or wrong: one message, whatever the reason. */
export const wrongKeys = () => unauthenticated(WRONG_KEYS);

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

type KeysOwner = { networkId: number; viewer: OfferViewer };

/** The active publisher the keys belong to, on this host's network; null for anything else. */
async function ownerOfKeys(
  ctx: AppContext,
  tenant: NetworkRow | null,
  apikey: string | undefined,
  secret: string | undefined,
): Promise<KeysOwner | null> {
  if (!apikey || !secret || apikey.length > 200 || secret.length > 200) return null;
  const credentials = await credentialsByApikey(ctx.db, apikey);
  const secretMatches = sameHex(sha256(secret), credentials?.secret_hash ?? sha256(''));
  if (!credentials || !secretMatches) return null;
  if (tenant && tenant.id !== credentials.network_id) return null;
  const network = await ctx.platform.networkById(credentials.network_id);
  const publisher = await offerStore(ctx.db, credentials.network_id).userWithRole(
    credentials.publisher_id,
    'publisher',
  );
  if (network?.status !== 'active' || publisher?.status !== 'active') return null;
  return { networkId: credentials.network_id, viewer: { role: 'publisher', userId: publisher.id } };
}

/**
 * The publisher behind API keys: the secret's sha256 compared in constant time with the stored hash; on a
 * network's own domain only that network's keys count. 401 for anything else, and each such failure counts against
 * the caller's address, whatever keys he sends (as many as a sign-in account allows, and with the address's failed
 * sign-ins): then 429. Not against the apikey, which is no secret: a stranger could lock a publisher out with it.
 */
export async function publisherFromKeys(
  ctx: AppContext,
  tenant: NetworkRow | null,
  keys: { apikey: string | undefined; secret: string | undefined; ip: string },
): Promise<KeysOwner> {
  const limitKey = `api-keys-from:${keys.ip}`;
  // Counted as a failure until the keys prove right: calls sent together count each other.
  const attempt = await ctx.loginLimiter.countAttempt(limitKey, keys.ip, 'API key');
  const owner = await ownerOfKeys(ctx, tenant, keys.apikey, keys.secret);
  if (!owner) throw wrongKeys();
  // Right keys clear nothing else: the limit is the address's, and one pair of his own would let a caller reset it.
  await attempt.withdraw();
  return owner;
}

/** The publisher whose keys the caller manages: himself, or (network owner) any publisher of his network; else 404. */
async function managedPublisher(ctx: AppContext, session: Session, publisherId: number) {
  const networkId = session.user.network_id;
  const isOwner = session.permissions.includes(PERMISSIONS.network);
  const mayManage = isOwner || (session.user.role === 'publisher' && session.user.id === publisherId);
  const publisher =
    mayManage && networkId !== null
      ? await offerStore(ctx.db, networkId).userWithRole(publisherId, 'publisher')
      : undefined;
  if (!publisher || networkId === null) throw notFound('publisher: no such publisher');
  return { publisher, networkId };
}

/** A new random pair: the apikey is public, the secret (32 random bytes, base64url) is shown once. */
function newPair() {
  const apikey = `pk_${randomBytes(24).toString('base64url')}`;
  const secretkey = randomBytes(32).toString('base64url');
  return { apikey, secretkey, secret_hash: sha256(secretkey), created_at: nowIso() };
}

function auditEntry(session: Session, networkId: number, publisher: UserRow, what: 'created' | 'regenerated') {
  return {
    networkId,
    userId: session.user.id,
    action: `credentials.${what === 'created' ? 'create' : 'regenerate'}`,
    logStatus: `API credentials ${what} for publisher ${publisher.name} (#${publisher.id})`,
    subject: publisher.name,
    details: { publisher_id: publisher.id },
  };
}

/** GET /api/credential/{id}: the apikey only, never the secret. */
export async function readCredentials(
  ctx: AppContext,
  session: Session,
  publisherId: number,
): Promise<PublisherCredentials> {
  const { publisher, networkId } = await managedPublisher(ctx, session, publisherId);
  const row = await credentialStore(ctx.db, networkId).apikeyOf(publisher.id);
  return row ? { apikey: row.apikey, created_at: row.created_at } : { apikey: null };
}

/** Creates the publisher's first pair; 400 when he already has one (regenerate instead). */
export async function createCredentials(
  ctx: AppContext,
  session: Session,
  publisherId: number,
): Promise<NewPublisherCredentials> {
  const { publisher, networkId } = await managedPublisher(ctx, session, publisherId);
  const { secret_hash, ...pair } = newPair();
  return ctx.db.transaction().execute(async (trx) => {
    const stored = { apikey: pair.apikey, secret_hash, created_at: pair.created_at };
    if (!(await credentialStore(trx, networkId).addFirstPair(publisher.id, stored)))
      throw badRequest(ALREADY_EXIST, ERROR_CODES.credentialsExist);
    await recordAudit(trx, auditEntry(session, networkId, publisher, 'created'));
    return pair;
  });
}

/** Replaces both keys at once: the old pair stops working with this commit. Creates one when none exist. */
export async function regenerateCredentials(
  ctx: AppContext,
  session: Session,
  publisherId: number,
): Promise<NewPublisherCredentials> {
  const { publisher, networkId } = await managedPublisher(ctx, session, publisherId);
  const { secret_hash, ...pair } = newPair();
  return ctx.db.transaction().execute(async (trx) => {
    const stored = { apikey: pair.apikey, secret_hash, created_at: pair.created_at };
    await credentialStore(trx, networkId).replacePair(publisher.id, stored);
    await recordAudit(trx, auditEntry(session, networkId, publisher, 'regenerated'));
    return pair;
  });
}
