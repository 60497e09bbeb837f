import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { nowIso } from '../src/shared/clock';
import type { OffersTable } from '../src/shared/db/schema';
import { trackingOf } from '../src/tracking/tracking';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
export const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** An app with no demo traffic, plus helpers to add offers, click, post back and read statistics. */
export async function trackingFixture(env: Record<string, string> = {}) {
  const test: TestApp = await buildTestApp({ DEMO_CLICKS: '0', CLICK_FLUSH_MS: '5', ...env });
  const { app } = test;
  const db = app.ctx.db;
  const networkOf = async (slug: string) =>
    db.selectFrom('networks').selectAll().where('network_id', '=', slug).executeTakeFirstOrThrow();
  const acme = await networkOf('acme');
  const globex = await networkOf('globex');
  const userId = async (email: string, networkId = acme.id) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('network_id', '=', networkId)
        .executeTakeFirstOrThrow()
    ).id;
  const tracking = trackingOf(app.ctx);

  async function addOffer(fields: Partial<Insertable<OffersTable>> = {}, networkId = acme.id) {
    const now = nowIso();
    const row = await db
      .insertInto('offers')
      .values({
        network_id: networkId,
        name: 'Test offer',
        description: '',
        preview_url: 'https://shop.example/',
        destination_url: 'https://shop.example/land?c={click_id}&a={aff_id}&s1={aff_sub1}&o={offer_id}',
        advertiser_id: null,
        status: 'active',
        visibility: 'public',
        payout_type: 'CPA',
        payout: 1000,
        revenue: 1500,
        currency: 'USD',
        countries: '[]',
        os: '[]',
        devices: '[]',
        daily_cap: null,
        monthly_cap: null,
        kpi: '',
        categories: '[]',
        thumbnail_url: null,
        created_at: now,
        updated_at: now,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    app.ctx.nodes.catalogueChanged();
    return row.id;
  }

  function click(query: Record<string, string | number>, headers: Record<string, string> = {}, host = ACME) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return app.inject({ url: `/click?${qs}`, headers: { host, 'user-agent': IPHONE, ...headers } });
  }

  /** Clicks and returns the click id read from the redirect (the offer's URL carries it as `c`). */
  async function clickId(query: Record<string, string | number>, headers: Record<string, string> = {}, host = ACME) {
    const response = await click(query, headers, host);
    if (response.statusCode !== 302) throw new Error(`click not redirected: ${response.statusCode} ${response.body}`);
    const id = new URL(String(response.headers.location)).searchParams.get('c');
    if (!id) throw new Error(`no click id in ${response.headers.location}`);
    return id;
  }

  function postback(query: Record<string, string | number>, host = ACME) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return app.inject({ url: `/postback?${qs}`, headers: { host } });
  }

  async function token(email: string, host = ACME) {
    const door = email.startsWith('owner@') ? 'owner' : 'member';
    return (await signIn(app, host, door, email)).token as string;
  }

  function get(url: string, authorization: string, host = ACME) {
    return app.inject({ url, headers: { host, authorization } });
  }

  return {
    ...test,
    app: app as FastifyInstance,
    db,
    acme,
    globex,
    tracking,
    userId,
    addOffer,
    click,
    clickId,
    postback,
    token,
    get,
    flush: () => tracking.writer.flush(),
    setTimeZone: async (slug: string, timeZone: string) => {
      // As a change through the settings does: the local rollups start a new epoch in the new zone.
      await db
        .updateTable('networks')
        .set((eb) => ({ time_zone: timeZone, stats_epoch: eb('stats_epoch', '+', 1) }))
        .where('network_id', '=', slug)
        .execute();
      app.ctx.nodes.catalogueChanged();
    },
  };
}

export type TrackingFixture = Awaited<ReturnType<typeof trackingFixture>>;
export { ACME, GLOBEX };
