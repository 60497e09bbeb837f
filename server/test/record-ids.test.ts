import { MAX_RECORD_ID } from '@affnet/contracts';
import { sql } from 'kysely';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';
import { call, newOffer } from './offers-helpers';

/**
 * Ids are 64-bit on the database since migration 017 and travel as JSON numbers: a row past 2^31 is reached like any
 * other, and only an id a JSON number cannot hold exactly is bad input (shared/http/schemas.ts `recordId`).
 */
const PAST_32_BITS = 3_000_000_000;

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp({ DEMO_CLICKS: '0' });
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
});
afterAll(() => t.close());

/** The next offer the database makes gets `id`, as on a network that has made that many rows. */
async function nextOfferIdIs(id: number): Promise<void> {
  const db = t.app.ctx.db;
  if (t.app.ctx.dialect === 'postgres') {
    await sql`alter table offers alter column id restart with ${sql.lit(id)}`.execute(db);
  } else {
    await sql`update sqlite_sequence set seq = ${id - 1} where name = 'offers'`.execute(db);
  }
}

it('reads and changes an offer whose id is past 2^31 by that id', async () => {
  await nextOfferIdIs(PAST_32_BITS);
  const created = await call<{ id: number }>(t.app, owner, 'POST', '/api/offers', newOffer());
  expect(created.status).toBe(200);
  expect(created.body.payload?.id).toBe(PAST_32_BITS);

  const read = await call<{ id: number; name: string }>(t.app, owner, 'GET', `/api/offers/${PAST_32_BITS}`);
  expect(read.status).toBe(200);
  expect(read.body.payload).toMatchObject({ id: PAST_32_BITS, name: newOffer().name });

  const changed = await call<{ name: string }>(t.app, owner, 'PUT', `/api/offers/${PAST_32_BITS}`, {
    name: 'Renamed offer',
  });
  expect(changed.status).toBe(200);
  expect(changed.body.payload?.name).toBe('Renamed offer');
});

it('filters the statistics by an offer id past 2^31', async () => {
  const report = await call(t.app, owner, 'GET', `/api/statistics/report?preset=today&offer_id=${PAST_32_BITS}`);
  expect(report.status).toBe(200);
});

it('refuses, naming the field, an id a JSON number cannot hold exactly', async () => {
  const tooLarge = `${MAX_RECORD_ID}1`;
  const offer = await call(t.app, owner, 'GET', `/api/offers/${tooLarge}`);
  expect(offer.status).toBe(400);
  expect(offer.body).toMatchObject({ err: 1, msg: expect.stringContaining('id') });

  const report = await call(t.app, owner, 'GET', `/api/statistics/report?preset=today&offer_id=${tooLarge}`);
  expect(report.status).toBe(400);
  expect(report.body).toMatchObject({ err: 1, field: 'offer_id' });
});

it('sends a click on an offer past 2^32 on to the offer: the link takes any id an id can be', async () => {
  // Every country and system, so that the test's address and user agent are no reason to refuse the click.
  const everywhere = await call(t.app, owner, 'PUT', `/api/offers/${PAST_32_BITS}`, { countries: [], os: [] });
  expect(everywhere.status).toBe(200);
  const db = t.app.ctx.db;
  const publisher = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'publisher@acme.test')
    .executeTakeFirst();
  const click = await t.app.inject({
    url: `/click?offer_id=${PAST_32_BITS}&aff_id=${publisher?.id}`,
    headers: { host: ACME, 'user-agent': 'Mozilla/5.0' },
  });
  expect(click.statusCode).toBe(302);
  expect(String(click.headers.location)).toMatch(/^https:\/\//);
});
