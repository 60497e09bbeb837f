import type { Kysely } from 'kysely';
import type { Database, OfferRow } from '../shared/db/schema';
import { COUNTRIES, PLATFORMS, picker } from './demo-traffic-shape';

/** Who sends traffic to what in the demo: every runnable (offer, publisher) pair with its audience. */
export interface Lane {
  offer: OfferRow;
  publisherId: number;
  country: (r: number) => string;
  platform: (r: number) => (typeof PLATFORMS)[number][0];
  rate: number;
}

function listOf(json: string): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

export async function lanesOf(db: Kysely<Database>, networkId: number, random: () => number) {
  const offers = await db
    .selectFrom('offers')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('status', 'in', ['active', 'paused'])
    .orderBy('id')
    .execute();
  const publishers = await db
    .selectFrom('users')
    .select('id')
    .where('network_id', '=', networkId)
    .where('role', '=', 'publisher')
    .orderBy('id')
    .execute();
  const allowed = new Set(
    (await db.selectFrom('offer_access').selectAll().where('network_id', '=', networkId).execute())
      .filter((a) => a.status === 'allowed')
      .map((a) => `${a.offer_id}:${a.publisher_id}`),
  );
  const lanes: [Lane, number][] = [];
  for (const offer of offers) {
    const countries = listOf(offer.countries);
    const os = listOf(offer.os);
    const devices = listOf(offer.devices);
    const platforms = PLATFORMS.filter(
      ([p]) => (!os.length || os.includes(p.os)) && (!devices.length || devices.includes(p.device)),
    );
    const countryChoices = countries.length ? countries.map((c) => [c, 1] as [string, number]) : COUNTRIES;
    for (const { id } of publishers) {
      if (offer.visibility !== 'public' && !allowed.has(`${offer.id}:${id}`)) continue;
      const lane: Lane = {
        offer,
        publisherId: id,
        country: picker(countryChoices),
        platform: picker(platforms.length ? platforms : PLATFORMS),
        rate: 0.02 + random() * 0.02,
      };
      lanes.push([lane, 0.2 + random()]);
    }
  }
  return lanes;
}
