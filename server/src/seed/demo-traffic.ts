import type { Kysely } from 'kysely';
import { moneyOf } from '../conversions/conversions';
import { now as clockNow } from '../shared/clock';
import type { Config } from '../shared/config';
import { bulkInsert } from '../shared/db/bulk-insert';
import { type DialectName, dialectOf } from '../shared/db/dialect';
import type { Database, OfferRow } from '../shared/db/schema';
import { addDays, localDayOf, localHourOf, startOfLocalDay } from '../shared/time-zones';
import { dayNumberOf } from '../shared/zone-offsets';
import { ensureLocalDays, localStatsOf } from '../statistics/local-stats';
import { CLICK_COLUMNS } from '../statistics/rollups';
import { type Lane, lanesOf } from './demo-traffic-lanes';
import { rollUp } from './demo-traffic-rollups';
import { HOUR_WEIGHT, picker, prng, STATUSES, SUB1, WEEKDAY_WEIGHT } from './demo-traffic-shape';
import { seedStore } from './platform-store';

const DAYS = 90;
const HOUR_MS = 3_600_000;
const CONVERSION_COLUMNS = [
  'network_id',
  'click_id',
  'offer_id',
  'publisher_id',
  'created_at',
  'local_hour',
  'status',
  'reason',
  'payout',
  'revenue',
  'currency',
  'txn_id',
  'sale_amount',
  'ip',
  'dedup_key',
] as const;

/** Demo traffic of one network: `total` clicks over the last 90 local days, ~2–4 % converting. */
async function seedNetworkTraffic(
  db: Kysely<Database>,
  dialect: DialectName,
  network: { id: number; time_zone: string },
  total: number,
  seed: number,
  now: Date,
  ratePercent = 100,
) {
  const random = prng(seed);
  const laneChoices = await lanesOf(db, network.id, random);
  if (laneChoices.length === 0 || total === 0) return;
  const lane = picker(laneChoices);
  const hourOf = picker(HOUR_WEIGHT.map((w, h) => [h, w] as [number, number]));
  const status = picker(STATUSES);
  const sub1 = picker(SUB1);
  const ips = Array.from({ length: Math.max(50, Math.floor(total / 4)) }, () =>
    [1 + Math.floor(random() * 222), 0, 0, 0].map((v, i) => (i ? Math.floor(random() * 256) : v)).join('.'),
  );
  const tz = network.time_zone;
  const today = localDayOf(now, tz);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS + 1));
  const weights = days.map((day, i) => {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    return WEEKDAY_WEIGHT[weekday]! * (0.8 + (0.4 * i) / DAYS) * (0.9 + random() * 0.2);
  });
  // Today only counts the share of its traffic that has already happened.
  const nowHour = Number(localHourOf(now, tz).slice(11, 13));
  const hourTotal = HOUR_WEIGHT.reduce((a, b) => a + b, 0);
  weights[DAYS - 1]! *= HOUR_WEIGHT.slice(0, nowHour + 1).reduce((a, b) => a + b, 0) / hourTotal;
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const hours = new Map<number, string>();
  const localHour = (ms: number) => {
    const slot = Math.floor(ms / (15 * 60_000));
    let hour = hours.get(slot);
    if (!hour) {
      hour = localHourOf(new Date(ms), tz);
      hours.set(slot, hour);
    }
    return hour;
  };
  const caps = new Map<string, number>();
  const underCap = (offer: OfferRow, hour: string) => {
    const dayKey = `${offer.id}|${hour.slice(0, 10)}`;
    const monthKey = `${offer.id}|${hour.slice(0, 7)}`;
    // Demo history fills at most half of a cap, so live postbacks today still fit.
    if (offer.daily_cap !== null && (caps.get(dayKey) ?? 0) >= Math.floor(offer.daily_cap / 2)) return false;
    if (offer.monthly_cap !== null && (caps.get(monthKey) ?? 0) >= Math.floor(offer.monthly_cap / 2)) return false;
    caps.set(dayKey, (caps.get(dayKey) ?? 0) + 1);
    caps.set(monthKey, (caps.get(monthKey) ?? 0) + 1);
    return true;
  };
  let serial = 0;
  let cumulative = 0;
  for (const [d, day] of days.entries()) {
    const start = startOfLocalDay(day, tz).getTime();
    const before = Math.round((total * cumulative) / weightSum);
    cumulative += weights[d]!;
    const count = Math.round((total * cumulative) / weightSum) - before;
    const instants: number[] = [];
    while (instants.length < count) {
      const ms = start + hourOf(random()) * HOUR_MS + Math.floor(random() * HOUR_MS);
      instants.push(Math.min(ms, now.getTime() - Math.floor(random() * HOUR_MS)));
    }
    instants.sort((a, b) => a - b);
    const firsts = new Set<string>();
    const clicks: unknown[][] = [];
    const conversions: unknown[][] = [];
    const recent: [Lane, string][] = [];
    for (const ms of instants) {
      // About one click in six comes back from a recent visitor (same offer, publisher and IP): not unique.
      const again = recent.length > 0 && random() < 0.16 ? recent[Math.floor(random() * recent.length)] : undefined;
      const l = again?.[0] ?? lane(random());
      const ip = again?.[1] ?? ips[Math.floor(random() * ips.length)]!;
      if (recent.push([l, ip]) > 50) recent.shift();
      const hour = localHour(ms);
      const platform = l.platform(random());
      const key = `${hour.slice(0, 10)}|${l.offer.id}|${l.publisherId}|${ip}`;
      const unique = firsts.has(key) ? 0 : 1;
      firsts.add(key);
      const clickId = `${seed.toString(16).padStart(8, '0')}${(serial++).toString(16).padStart(12, '0')}${Math.floor(
        random() * 0xffffffff,
      )
        .toString(16)
        .padStart(12, '0')}`.slice(0, 32);
      const source = sub1(random());
      const values: Record<(typeof CLICK_COLUMNS)[number], unknown> = {
        click_id: clickId,
        network_id: network.id,
        offer_id: l.offer.id,
        publisher_id: l.publisherId,
        created_at: new Date(ms).toISOString(),
        local_hour: hour,
        ip,
        user_agent: platform.ua,
        country: l.country(random()),
        os: platform.os,
        device: platform.device,
        sub1: source || null,
        sub2: source ? `cmp-${1 + Math.floor(random() * 6)}` : null,
        sub3: null,
        sub4: null,
        sub5: null,
        status: 'accepted',
        reason: null,
        is_unique: unique,
        payout: l.offer.payout_type === 'CPC' ? l.offer.payout : 0,
        revenue: l.offer.payout_type === 'CPC' ? l.offer.revenue : 0,
      };
      clicks.push(CLICK_COLUMNS.map((c) => values[c]));
      if (random() >= (l.rate * ratePercent) / 100) continue;
      const at = Math.min(now.getTime(), ms + Math.floor(random() * 2 * HOUR_MS));
      const convHour = localHour(at);
      const state = status(random());
      if (state !== 'rejected' && !underCap(l.offer, convHour)) continue;
      const sale = l.offer.payout_type === 'CPS' ? 1000 + Math.floor(random() * 19000) : undefined;
      const { payout, revenue } = moneyOf(l.offer, { sale_amount: sale });
      const txn = `demo-${seed}-${serial}`;
      conversions.push([
        network.id,
        clickId,
        l.offer.id,
        l.publisherId,
        new Date(at).toISOString(),
        convHour,
        state,
        null,
        payout,
        revenue,
        l.offer.currency,
        txn,
        sale ?? null,
        ip,
        `txn:${l.offer.id}:${txn}`,
      ]);
    }
    await db.transaction().execute(async (trx) => {
      await bulkInsert(trx, dialect, 'clicks', CLICK_COLUMNS, clicks);
      await bulkInsert(trx, dialect, 'conversions', CONVERSION_COLUMNS, conversions);
    });
  }
  await rollUp(db, dialect, network.id);
  // The local rollups of the seeded days, so that the first reports need not build them.
  const local = (await localStatsOf(db, dialect, [network.id])).get(network.id);
  if (local) await ensureLocalDays(db, dialect, network.id, local, dayNumberOf(days[0]!), dayNumberOf(today));
}

/** 90 days of clicks and conversions over the demo catalogue, with their rollups (issue 4). */
export async function seedDemoTraffic(db: Kysely<Database>, config: Config): Promise<void> {
  const dialect = dialectOf(config.databaseUrl);
  const now = clockNow();
  const networks = await seedStore(db).networksNamed([
    'acme',
    'globex',
    ...Array.from({ length: config.demoExtraNetworks }, (_, i) => `bench${i + 3}`),
  ]);
  for (const [i, network] of networks.entries()) {
    const acme = network.network_id === 'acme';
    const globex = network.network_id === 'globex';
    // Benchmark-only networks (DEMO_EXTRA_NETWORKS) get a fiftieth of Acme's clicks.
    const total = acme ? config.demoClicks : Math.round(config.demoClicks / (globex ? 5 : 50));
    const seed = acme ? 0xac3e : globex ? 0x91b3 : 0xbe00 + i;
    await seedNetworkTraffic(db, dialect, network, total, seed, now, acme ? config.demoConversionPercent : 100);
  }
}
