import type { Postback } from '@affnet/contracts';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { operatorAllowsPrivateTargets, receiver, setPostbackSettings } from './postbacks-helpers';

let f: TrackingFixture;
let publisher: string;
let owner: string;
let globexPublisher: string;
let globexOwner: string;
beforeAll(async () => {
  f = await trackingFixture({ POSTBACK_WORKER: 'off' });
  publisher = await f.token('publisher@acme.test');
  owner = await f.token('owner@acme.test');
  globexPublisher = await f.token('publisher@globex.test', GLOBEX);
  globexOwner = await f.token('owner@globex.test', GLOBEX);
});
afterAll(() => f.close());
beforeEach(async () => {
  await setPostbackSettings(f, f.acme.id, { postback_approval: 0 });
  operatorAllowsPrivateTargets(f, '');
});

function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, host = ACME) {
  return f.app.inject({ method, url, headers: { host, authorization: token }, ...(payload ? { payload } : {}) });
}

const create = async (url: string, offer_id: number | null = null, token = publisher, host = ACME) =>
  api('POST', '/api/postbacks', token, { url, offer_id }, host);

describe('postbacks API', () => {
  it('creates, lists, updates and deletes a publisher postback; the owner sees all of the network', async () => {
    const offer = await f.addOffer();
    const made = await create('https://tracker.example/pb?c={click_id}&p={payout}', offer);
    expect(made.statusCode).toBe(200);
    const postback = made.json().payload as Postback;
    expect(postback).toMatchObject({ status: 'live', offer_id: offer, offer_name: 'Test offer', pending_action: null });
    expect(postback.publisher_name).toBe('Paul Publisher');
    const mine = (await api('GET', '/api/postbacks', publisher)).json().payload as Postback[];
    expect(mine.map((p) => p.id)).toContain(postback.id);
    const all = (await api('GET', '/api/postbacks', owner)).json().payload as Postback[];
    expect(all.map((p) => p.id)).toContain(postback.id);
    const changed = await api('PUT', `/api/postbacks/${postback.id}`, publisher, {
      url: 'https://tracker.example/new?c={click_id}',
      offer_id: null,
    });
    expect(changed.json().payload).toMatchObject({ url: 'https://tracker.example/new?c={click_id}', offer_id: null });
    const gone = await api('DELETE', `/api/postbacks/${postback.id}`, publisher);
    expect(gone.json()).toEqual({ err: 0, msg: 'Postback deleted' });
    expect((await api('GET', `/api/postbacks/${postback.id}/deliveries`, publisher)).statusCode).toBe(404);
  });

  it('answers 400 naming the field or macro for bad input', async () => {
    const cases: [object, string][] = [
      [{ url: 'https://t.example/?x={clickid}', offer_id: null }, '{clickid}'],
      [{ url: 'ftp://t.example/', offer_id: null }, 'url'],
      [{ url: '/relative', offer_id: null }, 'url'],
      [{ url: `https://t.example/?${'a'.repeat(2001)}`, offer_id: null }, 'url'],
      [{ url: 'https://{aff_sub1}.example/', offer_id: null }, 'host'],
      [{ url: 'https://t.example/' }, 'offer_id'],
      [{ url: 'https://t.example/', offer_id: 'x' }, 'offer_id'],
      [{ offer_id: null }, 'url'],
    ];
    for (const [payload, word] of cases) {
      const response = await api('POST', '/api/postbacks', publisher, payload);
      expect([response.statusCode, response.json().msg]).toEqual([400, expect.stringContaining(word)]);
    }
    const decision = await api('POST', '/api/postbacks/1/decision', owner, { decision: 'maybe' });
    expect([decision.statusCode, decision.json().msg]).toEqual([400, expect.stringContaining('decision')]);
  });

  it('refuses offers the publisher may not run and private targets unless the operator allows them', async () => {
    const privateOffer = await f.addOffer({ visibility: 'private' });
    expect((await create('https://t.example/', privateOffer)).statusCode).toBe(404);
    const approvalOffer = await f.addOffer({ visibility: 'approval' });
    const notAllowed = await create('https://t.example/', approvalOffer);
    expect([notAllowed.statusCode, notAllowed.json().msg]).toEqual([400, expect.stringContaining('offer_id')]);
    const globexOffer = await f.addOffer({}, f.globex.id);
    expect((await create('https://t.example/', globexOffer)).statusCode).toBe(404);
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost/x',
      'http://169.254.169.254/latest',
      'http://[::1]/',
    ]) {
      const refused = await create(url);
      expect([refused.statusCode, refused.json().msg]).toEqual([400, expect.stringContaining('refused target')]);
    }
    operatorAllowsPrivateTargets(f, '127.0.0.0/8');
    expect((await create('http://127.0.0.1:9/x')).statusCode).toBe(200);
    // Only the ranges the operator named: another private address is still refused.
    expect((await create('http://10.0.0.1/x')).json().msg).toContain('refused target');
  });

  it('holds changes for approval when the network requires it; the live URL stays until the owner decides', async () => {
    const live = (await create('https://t.example/live')).json().payload as Postback;
    await setPostbackSettings(f, f.acme.id, { postback_approval: 1 });
    const fresh = (await create('https://t.example/new')).json().payload as Postback;
    expect(fresh).toMatchObject({
      status: 'pending',
      url: null,
      pending_action: 'create',
      pending_url: 'https://t.example/new',
    });
    const edit = await api('PUT', `/api/postbacks/${live.id}`, publisher, {
      url: 'https://t.example/edit',
      offer_id: null,
    });
    expect(edit.json().payload).toMatchObject({
      status: 'pending',
      url: 'https://t.example/live',
      pending_action: 'update',
    });
    const hold = (await api('GET', '/api/postbacks?status=pending', owner)).json().payload as Postback[];
    expect(hold.map((p) => p.id).sort()).toEqual([live.id, fresh.id].sort());
    expect(
      (await api('POST', `/api/postbacks/${live.id}/decision`, publisher, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const approved = await api('POST', `/api/postbacks/${live.id}/decision`, owner, { decision: 'approve' });
    expect(approved.json().payload).toMatchObject({
      status: 'live',
      url: 'https://t.example/edit',
      pending_action: null,
    });
    const rejected = await api('POST', `/api/postbacks/${fresh.id}/decision`, owner, { decision: 'reject' });
    expect(rejected.json().payload).toMatchObject({
      status: 'rejected',
      url: null,
      pending_url: 'https://t.example/new',
      pending_action: null,
    });
    expect((await api('POST', `/api/postbacks/${fresh.id}/decision`, owner, { decision: 'approve' })).statusCode).toBe(
      400,
    );
    const deletion = await api('DELETE', `/api/postbacks/${live.id}`, publisher);
    expect(deletion.json()).toMatchObject({
      payload: { status: 'pending', pending_action: 'delete', url: 'https://t.example/edit' },
    });
    await api('POST', `/api/postbacks/${live.id}/decision`, owner, { decision: 'approve' });
    expect((await api('GET', `/api/postbacks/${live.id}/deliveries`, owner)).statusCode).toBe(404);
    const audit = await f.db.selectFrom('audit_log').select('action').where('network_id', '=', f.acme.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['postback.approve', 'postback.reject']));
  });

  it('keeps networks and publishers apart: another network’s postback id is 404, roles are checked', async () => {
    const theirs = (await create('https://t.example/g', null, globexPublisher, GLOBEX)).json().payload as Postback;
    const ours = (await create('https://t.example/a')).json().payload as Postback;
    for (const [method, path, token, body] of [
      ['PUT', `/api/postbacks/${theirs.id}`, publisher, { url: 'https://t.example/x', offer_id: null }],
      ['DELETE', `/api/postbacks/${theirs.id}`, publisher, undefined],
      ['GET', `/api/postbacks/${theirs.id}/deliveries`, owner, undefined],
      ['POST', `/api/postbacks/${theirs.id}/decision`, owner, { decision: 'approve' }],
      ['GET', `/api/postbacks/${ours.id}/deliveries`, globexOwner, undefined],
    ] as const) {
      const response = await api(method, path, token, body, token === globexOwner ? GLOBEX : ACME);
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
    const list = (await api('GET', '/api/postbacks', owner)).json().payload as Postback[];
    expect(list.map((p) => p.id)).not.toContain(theirs.id);
    expect((await f.app.inject({ url: '/api/postbacks', headers: { host: ACME } })).statusCode).toBe(401);
    expect((await api('POST', '/api/postbacks', owner, { url: 'https://t.example/', offer_id: null })).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/api/postbacks/forwarding/deliveries', publisher)).statusCode).toBe(403);
    const advertiser = await f.token('advertiser@acme.test');
    expect((await api('GET', '/api/postbacks', advertiser)).statusCode).toBe(403);
  });

  it('Test fires the URL once with sample values and reports status and time; refused targets are 400', async () => {
    const local = await receiver([204]);
    try {
      const refused = await api('POST', '/api/postbacks/test', publisher, { url: local.url('/t?c={click_id}') });
      expect([refused.statusCode, refused.json().msg]).toEqual([400, expect.stringContaining('refused target')]);
      operatorAllowsPrivateTargets(f, '127.0.0.1');
      const fired = await api('POST', '/api/postbacks/test', publisher, {
        url: local.url('/t?c={click_id}&p={payout}'),
      });
      expect(fired.json().payload).toMatchObject({
        status_code: 204,
        error: null,
        url: local.url('/t?c=test-click&p=1.00'),
      });
      expect(local.hits.map((h) => h.url)).toEqual(['/t?c=test-click&p=1.00']);
      const byOwner = await api('POST', '/api/postbacks/test', owner, { url: 'http://127.0.0.1:9/closed' });
      expect(byOwner.json().payload).toMatchObject({ status_code: null, error: expect.any(String) });
      expect(await f.db.selectFrom('postback_deliveries').selectAll().execute()).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it("Test of a postback for one offer sends that offer's payout and currency, in its digits", async () => {
    const local = await receiver([200, 200, 200]);
    try {
      operatorAllowsPrivateTargets(f, '127.0.0.1');
      const yen = await f.addOffer({ currency: 'JPY', payout: 1250, revenue: 2000 });
      const cps = await f.addOffer({ currency: 'EUR', payout_type: 'CPS', payout: 1500, revenue: 2000 });
      const url = local.url('/t?p={payout}&cur={currency}&o={offer_id}');
      const sent = async (offer_id: number) =>
        (await api('POST', '/api/postbacks/test', publisher, { url, offer_id })).json().payload.url as string;
      expect(await sent(yen)).toBe(local.url(`/t?p=1250&cur=JPY&o=${yen}`));
      // A percentage offer: his 15 % of a sample sale of 100.
      expect(await sent(cps)).toBe(local.url(`/t?p=15.00&cur=EUR&o=${cps}`));
      const globex = await f.addOffer({}, f.globex.id);
      const foreign = await api('POST', '/api/postbacks/test', publisher, { url, offer_id: globex });
      expect(foreign.statusCode).toBe(404);
      const bad = await api('POST', '/api/postbacks/test', publisher, { url, offer_id: 'one' });
      expect([bad.statusCode, bad.json().msg]).toEqual([400, expect.stringContaining('offer_id')]);
    } finally {
      await local.close();
    }
  });
});
