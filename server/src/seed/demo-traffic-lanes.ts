import type { Kysely } from 'kysely';
import type { Database, OfferRow } from '../shared/db/schema';
import { COUNTRIES, PLATFORMS, picker } from './demo-traffic-shape';
import { demoStore } from './store';

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
  const store = demoStore(db, networkId);
  const offers = await store.runnableOffers();
  const publishers = await store.publisherIds();
  const allowed = await store.allowedAccess();
  const lanes: [Lane, number][] = [];
  for (const offer of offers) {
    const countries = listOf(offer.countries);
    const os = listOf(offer.os);
    const devices = listOf(offer.devices);
    const platforms = PLATFORMS.filter(
      ([p]) => (!os.length || os.includes(p.os)) && (!devices.length || devices.includes(p.device)),
    );
    const countryChoices = countries.length ? countries.map((c) => [c, 1] as [string, number]) : COUNTRIES;
    for (const id of publishers) {
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
