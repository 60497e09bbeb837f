import type { PostbackDelivery } from '@affnet/contracts';
import { enqueueConversionPostbacks } from '../src/postbacks/outbox';
import { nowIso } from '../src/shared/clock';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { eventually, operatorAllowsPrivateTargets, receiver } from './postbacks-helpers';

let f: TrackingFixture;
let publisher: number;
let token: string;
let ownerToken: string;
beforeAll(async () => {
  f = await trackingFixture({
    POSTBACK_RETRY_BASE_MS: '100',
    POSTBACK_POLL_MS: '20',
    POSTBACK_TIMEOUT_MS: '1000',
    POSTBACK_MAX_ATTEMPTS: '4',
    POSTBACK_PRIVATE_TARGETS: '127.0.0.1',
  });
  publisher = await f.userId('publisher@acme.test');
  token = await f.token('publisher@acme.test');
  ownerToken = await f.token('owner@acme.test');
});
afterAll(() => f.close());
afterEach(async () => {
  await f.db.deleteFrom('postbacks').execute();
  await f.db.deleteFrom('postback_forwarding_settings').execute();
  operatorAllowsPrivateTargets(f, '127.0.0.1');
});

async function addPostback(url: string, offerId: number | null = null) {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/postbacks',
    headers: { host: ACME, authorization: token },
    payload: { url, offer_id: offerId },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().payload.id as number;
}

async function forward(mode: 'all' | 'unmatched' | 'none', url: string) {
  const now = nowIso();
  await f.db
    .insertInto('postback_forwarding_settings')
    .values({ network_id: f.acme.id, mode, url, created_at: now, updated_at: now })
    .execute();
}

async function convert(offerId: number, query: Record<string, string | number> = {}, subs = {}) {
  const clickId = await f.clickId({ offer_id: offerId, aff_id: publisher, ...subs });
  const response = await f.postback({ click_id: clickId, ...query });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { clickId, conversionId: response.json().payload.conversion_id as number };
}

async function deliveries(postbackId: number): Promise<PostbackDelivery[]> {
  const response = await f.get(`/api/postbacks/${postbackId}/deliveries?limit=100`, token);
  return response.json().payload.rows;
}

const outboxOf = (conversionId: number) =>
  f.db.selectFrom('postback_outbox').selectAll().where('conversion_id', '=', conversionId).execute();

describe('postback delivery', () => {
  it('fires the publisher postback with macros filled from the conversion and its click', async () => {
    const local = await receiver([200]);
    try {
      const offer = await f.addOffer({ payout: 1234, currency: 'EUR' });
      const id = await addPostback(
        local.url(
          '/pb?c={click_id}&p={payout}&cur={currency}&o={offer_id}&s1={aff_sub1}&s={status}&t={txn_id}&ip={conv_ip}',
        ),
      );
      const { clickId } = await convert(offer, { txn_id: 'T 1&2', status: 'pending' }, { aff_sub1: 'a b' });
      await eventually(() => local.hits.length === 1);
      expect(local.hits[0]?.url).toBe(
        `/pb?c=${clickId}&p=12.34&cur=EUR&o=${offer}&s1=a%20b&s=pending&t=T%201%262&ip=127.0.0.1`,
      );
      await eventually(async () => (await deliveries(id)).length === 1);
      expect(await deliveries(id)).toMatchObject([{ status_code: 200, attempt: 1, error: null, click_id: clickId }]);
    } finally {
      await local.close();
    }
  });

  it('fires again with the new {status} when the owner approves or rejects the conversion, once per change', async () => {
    const local = await receiver([200]);
    try {
      const offer = await f.addOffer();
      await addPostback(local.url('/pb?s={status}'));
      const { conversionId } = await convert(offer, { status: 'pending' });
      await eventually(() => local.hits.length === 1);
      const decide = (status: string) =>
        f.app.inject({
          method: 'POST',
          url: `/api/statistics/conversions/${conversionId}/status`,
          headers: { host: ACME, authorization: ownerToken },
          payload: { status },
        });
      expect((await decide('approved')).statusCode).toBe(200);
      expect((await decide('approved')).statusCode).toBe(200);
      await eventually(() => local.hits.length === 2);
      expect((await decide('rejected')).statusCode).toBe(200);
      await eventually(() => local.hits.length === 3);
      expect(local.hits.map((h) => h.url)).toEqual(['/pb?s=pending', '/pb?s=approved', '/pb?s=rejected']);
    } finally {
      await local.close();
    }
  });

  it('an offer postback replaces the global one for that offer only', async () => {
    const local = await receiver([200]);
    try {
      const offer = await f.addOffer();
      const other = await f.addOffer();
      await addPostback(local.url('/global'));
      await addPostback(local.url('/offer'), offer);
      await convert(offer);
      await convert(other);
      await eventually(() => local.hits.length === 2);
      expect(local.hits.map((h) => h.url).sort()).toEqual(['/global', '/offer']);
    } finally {
      await local.close();
    }
  });

  it('retries with exponential backoff: a receiver failing twice gets the third attempt', async () => {
    const local = await receiver([500, 503, 200]);
    try {
      const id = await addPostback(local.url('/retry'));
      const { conversionId } = await convert(await f.addOffer());
      await eventually(async () => (await outboxOf(conversionId))[0]?.state === 'done');
      expect(local.hits).toHaveLength(3);
      const [a, b, c] = local.hits.map((h) => h.at);
      expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(95);
      expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(195);
      const log = await deliveries(id);
      expect(log.map((d) => [d.attempt, d.status_code])).toEqual([
        [3, 200],
        [2, 503],
        [1, 500],
      ]);
    } finally {
      await local.close();
    }
  });

  it('gives up after POSTBACK_MAX_ATTEMPTS', async () => {
    const local = await receiver([500]);
    try {
      const id = await addPostback(local.url('/down'));
      const { conversionId } = await convert(await f.addOffer());
      await eventually(async () => (await outboxOf(conversionId))[0]?.state === 'failed', 15_000);
      expect((await deliveries(id)).map((d) => d.attempt)).toEqual([4, 3, 2, 1]);
    } finally {
      await local.close();
    }
  });

  it('deleting a postback gives up its deliveries still waiting for a retry', async () => {
    const local = await receiver([500]);
    try {
      const id = await addPostback(local.url('/deleted'));
      const { conversionId } = await convert(await f.addOffer());
      await eventually(() => local.hits.length === 1);
      const gone = await f.app.inject({
        method: 'DELETE',
        url: `/api/postbacks/${id}`,
        headers: { host: ACME, authorization: token },
      });
      expect(gone.statusCode).toBe(200);
      await eventually(async () => (await outboxOf(conversionId))[0]?.state === 'failed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(local.hits).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('refuses a private target at send time when the operator no longer allows it: logged, not retried', async () => {
    const local = await receiver([200]);
    try {
      const id = await addPostback(local.url('/private'));
      operatorAllowsPrivateTargets(f, '');
      const { conversionId } = await convert(await f.addOffer());
      await eventually(async () => (await outboxOf(conversionId))[0]?.state === 'failed');
      expect(local.hits).toHaveLength(0);
      expect(await deliveries(id)).toMatchObject([
        { attempt: 1, status_code: null, error: expect.stringContaining('refused target') },
      ]);
    } finally {
      await local.close();
    }
  });

  it('forwarding all: every conversion, withheld ones too; a withheld conversion fires no publisher postback', async () => {
    const local = await receiver([200]);
    try {
      await addPostback(local.url('/publisher'));
      await forward('all', local.url('/network?c={click_id}'));
      await forward('none', local.url('/never'));
      const offer = await f.addOffer();
      const { conversionId, clickId } = await convert(offer);
      await eventually(() => local.hits.length === 2);
      expect(local.hits.map((h) => h.url).sort()).toEqual([`/network?c=${clickId}`, '/publisher']);
      await f.db.updateTable('conversions').set({ withheld: 1 }).where('id', '=', conversionId).execute();
      await f.db.deleteFrom('postback_outbox').where('conversion_id', '=', conversionId).execute();
      await enqueueConversionPostbacks(f.db, f.acme.id, conversionId);
      const rows = await outboxOf(conversionId);
      expect(rows.map((r) => [r.postback_id, r.forwarding_id !== null])).toEqual([[null, true]]);
      // The receiver counts a hit before the worker has logged its delivery: wait for the log's newest row.
      let newest: PostbackDelivery | undefined;
      await eventually(async () => {
        newest = (await f.get('/api/postbacks/forwarding/deliveries', ownerToken)).json().payload.rows[0];
        return newest?.conversion_id === conversionId;
      });
      expect(newest).toMatchObject({ postback_id: null, conversion_id: conversionId });
    } finally {
      await local.close();
    }
  });

  it('forwarding unmatched: an unknown click id is forwarded once and still answers 404', async () => {
    const local = await receiver([200]);
    try {
      await forward('unmatched', local.url('/unmatched?c={click_id}&p={payout}&t={txn_id}'));
      await addPostback(local.url('/publisher'));
      // With no click there is no offer nor currency: its payout goes on as the decimal the advertiser sent.
      const unknown = await f.postback({ click_id: 'a'.repeat(32), payout: '2,50', txn_id: 'X' });
      expect(unknown.statusCode).toBe(404);
      await f.postback({ click_id: 'a'.repeat(32), payout: '2,50', txn_id: 'X' });
      await convert(await f.addOffer());
      await eventually(() => local.hits.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(local.hits.map((h) => h.url).sort()).toEqual([`/publisher`, `/unmatched?c=${'a'.repeat(32)}&p=2.50&t=X`]);
    } finally {
      await local.close();
    }
  });

  it('enqueueing the same conversion twice queues one delivery', async () => {
    const local = await receiver([200]);
    try {
      await addPostback(local.url('/once'));
      const { conversionId } = await convert(await f.addOffer());
      await enqueueConversionPostbacks(f.db, f.acme.id, conversionId);
      await eventually(async () => (await outboxOf(conversionId))[0]?.state === 'done');
      await enqueueConversionPostbacks(f.db, f.acme.id, conversionId);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await outboxOf(conversionId)).toHaveLength(1);
      expect(local.hits).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});
