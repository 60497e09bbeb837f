import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { credentialsByApikey, type OfferViewer, offerStore } from '../db/offer-store';
import type { NetworkRow } from '../db/schema';
import { unauthenticated } from '../errors';
import { sha256 } from './tokens';

const WRONG_KEYS = 'The apikey and secretkey headers do not match an active publisher.';

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The publisher behind API keys: the secret's sha256 compared in constant time with the stored hash; on a
 * network's own domain only that network's keys count. 401 for anything else.
 */
export async function publisherFromKeys(
  ctx: AppContext,
  tenant: NetworkRow | null,
  apikey: string | undefined,
  secret: string | undefined,
): Promise<{ networkId: number; viewer: OfferViewer }> {
  if (!apikey || !secret || apikey.length > 200 || secret.length > 200) throw unauthenticated(WRONG_KEYS);
  const credentials = await credentialsByApikey(ctx.db, apikey);
  const secretMatches = sameHex(sha256(secret), credentials?.secret_hash ?? sha256(''));
  if (!credentials || !secretMatches) throw unauthenticated(WRONG_KEYS);
  if (tenant && tenant.id !== credentials.network_id) throw unauthenticated(WRONG_KEYS);
  const network = await ctx.platform.networkById(credentials.network_id);
  const publisher = await offerStore(ctx.db, credentials.network_id).userWithRole(
    credentials.publisher_id,
    'publisher',
  );
  if (network?.status !== 'active' || publisher?.status !== 'active') throw unauthenticated(WRONG_KEYS);
  return { networkId: credentials.network_id, viewer: { role: 'publisher', userId: publisher.id } };
}
