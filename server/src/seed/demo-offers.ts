import type { Kysely } from 'kysely';
import { sha256 } from '../auth/tokens';
import { offerStore } from '../offers/store';
import { nowMs } from '../shared/clock';
import type { Config } from '../shared/config';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { DEMO_ACCESS, DEMO_OFFERS, DEMO_PUBLISHERS, DEMO_TIME_ZONES, type DemoOffer } from './demo-offers-catalogue';
import { seedStore } from './platform-store';
import { demoStore } from './store';

const DAY_MS = 86_400_000;

function destinationOf(brand: string): string {
  return `https://${brand}.example/landing?click_id={click_id}&aff_id={aff_id}&sub1={aff_sub1}`;
}

function offerRow(
  offer: DemoOffer,
  index: number,
  networkIndex: 0 | 1,
  advertiserId: number | null,
  now: number,
  label: string,
) {
  const brand = offer.brands[networkIndex];
  // Older offers first, a week apart; updated a day after creation. Deterministic given the start time.
  const created = new Date(now - (120 - index * 7) * DAY_MS).toISOString();
  return {
    name: `${offer.names[networkIndex]}${label}`,
    description: offer.description,
    preview_url: `https://${brand}.example/`,
    destination_url: destinationOf(brand),
    advertiser_id: offer.house ? null : advertiserId,
    status: offer.status,
    visibility: offer.visibility,
    payout_type: offer.payout_type,
    payout: offer.payout,
    revenue: offer.revenue,
    currency: offer.currency ?? 'USD',
    countries: JSON.stringify(offer.countries),
    os: JSON.stringify(offer.os),
    devices: JSON.stringify(offer.devices ?? []),
    daily_cap: offer.daily_cap ?? null,
    monthly_cap: offer.monthly_cap ?? null,
    kpi: offer.kpi,
    categories: JSON.stringify(offer.categories),
    thumbnail_url: null,
    created_at: created,
    updated_at: new Date(Date.parse(created) + DAY_MS).toISOString(),
  };
}

async function seedNetwork(trx: Kysely<Database>, slug: string, networkIndex: 0 | 1, now: number, label = '') {
  const network = await seedStore(trx).networkBySlug(slug);
  if (!network) return;
  await demoStore(trx, network.id).setTimeZone(DEMO_TIME_ZONES[slug] ?? 'UTC');
  const tenant = tenantStore(trx, network.id);
  const offers = offerStore(trx, network.id);
  const publisher = await tenant.userByEmail(`publisher@${slug}.test`);
  const advertiser = await tenant.userByEmail(`advertiser@${slug}.test`);
  if (!publisher) return;
  const stamp = new Date(now).toISOString();
  const publisherIds = [publisher.id];
  for (const [i, [name, company]] of (
    DEMO_PUBLISHERS[slug] ??
    (label ? DEMO_PUBLISHERS.acme : undefined) ??
    []
  ).entries()) {
    publisherIds.push(
      await tenant.insertUser({
        email: `publisher${i + 2}@${slug}.test`,
        password_hash: publisher.password_hash,
        name,
        role: 'publisher',
        company_name: company,
        status: 'active',
        account_manager_id: publisher.account_manager_id,
        tokens_valid_after: null,
        created_at: stamp,
      }),
    );
  }
  const offerIds = new Map<string, number>();
  for (const [index, offer] of DEMO_OFFERS.entries()) {
    offerIds.set(
      offer.key,
      await offers.insertOffer(offerRow(offer, index, networkIndex, advertiser?.id ?? null, now, label)),
    );
  }
  for (const [publisherIndex, key, status] of DEMO_ACCESS) {
    const offerId = offerIds.get(key);
    const publisherId = publisherIds[publisherIndex];
    if (offerId === undefined || publisherId === undefined) continue;
    const decided = status === 'requested' ? null : stamp;
    await offers.saveAccess({
      offer_id: offerId,
      publisher_id: publisherId,
      status,
      created_at: stamp,
      decided_at: decided,
    });
  }
  await offers.insertCredentials({
    publisher_id: publisher.id,
    apikey: `${slug}-publisher-apikey`,
    secret_hash: sha256(`${slug}-publisher-secret`),
    created_at: stamp,
  });
}

/** The demo catalogue of each demo network: offers, more publishers, access and API credentials (issue 4). */
export async function seedDemoOffers(db: Kysely<Database>, config: Config): Promise<void> {
  const now = nowMs();
  await db.transaction().execute(async (trx) => {
    await seedNetwork(trx, 'acme', 0, now);
    await seedNetwork(trx, 'globex', 1, now);
    // Benchmark only (DEMO_EXTRA_NETWORKS): bench3, bench4, … get their own copy of the catalogue.
    for (let i = 0; i < config.demoExtraNetworks; i++) {
      await seedNetwork(trx, `bench${i + 3}`, (i % 2) as 0 | 1, now, ` (bench ${i + 3})`);
    }
  });
}
