import type { AccessRequest, AuditLogEntry, Offer, Page } from '@affnet/contracts';
import { ACME, buildTestApp, multipartFile, PNG_1X1, signIn, type TestApp } from './helpers';
import { call, newOffer } from './offers-helpers';

/** The audit log records offers, people, logos and access decisions with what changed field by field. */
let t: TestApp;
let owner: string;
let publisherId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  publisherId = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).userDetail.id;
});
afterAll(() => t.close());

async function latest(): Promise<AuditLogEntry> {
  const page = await call<Page<AuditLogEntry>>(t.app, owner, 'GET', '/api/network/audit-log?page=1&limit=1');
  const entry = page.body.payload?.rows[0];
  if (!entry) throw new Error('the audit log is empty');
  return entry;
}

describe('audit log', () => {
  it('records an offer created, edited and paused, with before and after', async () => {
    const created = await call<Offer>(t.app, owner, 'POST', '/api/offers', newOffer({ name: 'Audit VPN' }));
    const id = created.body.payload?.id as number;
    expect(await latest()).toMatchObject({
      action: 'offer.create',
      subject: 'Audit VPN',
      changes: expect.arrayContaining([{ field: 'name', after: 'Audit VPN' }]),
    });

    await call(t.app, owner, 'PUT', `/api/offers/${id}`, { name: 'Audit VPN 2', payout: 4200 });
    const edited = await latest();
    expect(edited).toMatchObject({ action: 'offer.update', subject: 'Audit VPN 2' });
    // The page shows the amounts with the offer's currency's digits (issue 27).
    expect(edited.details).toMatchObject({ currency: created.body.payload?.currency, payout_type: 'CPA' });
    expect(edited.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Audit VPN', after: 'Audit VPN 2' },
        expect.objectContaining({ field: 'payout', after: 4200 }),
      ]),
    );
    expect(edited.log_status).not.toBe('');

    await call(t.app, owner, 'POST', `/api/offers/${id}/status`, { status: 'paused' });
    expect(await latest()).toMatchObject({
      action: 'offer.status',
      changes: [{ field: 'status', before: 'active', after: 'paused' }],
    });
  });

  it('records a new publisher and his edit, the password as changed without its value', async () => {
    const person = { name: 'Audit Pub', email: 'audit.pub@acme.test', company_name: 'Audit Media', status: 'active' };
    const added = await call<{ id: number }>(t.app, owner, 'POST', '/api/add/publisher', person);
    expect(added.status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'publisher.create',
      subject: 'Audit Pub',
      changes: expect.arrayContaining([{ field: 'email', after: 'audit.pub@acme.test' }]),
    });
    const id = (added.body.payload as { id?: number } | undefined)?.id;
    if (id === undefined) return;
    await call(t.app, owner, 'PUT', `/api/update/publisher/${id}`, {
      ...person,
      company_name: 'Audit Media 2',
      password: 'new-secret-9',
    });
    const edited = await latest();
    expect(edited).toMatchObject({ action: 'publisher.update' });
    expect(edited.changes).toEqual([
      { field: 'company_name', before: 'Audit Media', after: 'Audit Media 2' },
      { field: 'password' },
    ]);
    expect(JSON.stringify(edited)).not.toContain('new-secret-9');
  });

  it('records a logo upload', async () => {
    const file = multipartFile(PNG_1X1);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/network/upload/logo/',
      headers: { host: ACME, authorization: owner, ...file.headers },
      payload: file.payload,
    });
    expect(response.statusCode).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'setting.logo', changes: [expect.objectContaining({ field: 'logo.main' })] });
    expect(entry.changes[0]?.after).toMatch(/^\/uploads\/acme\/logo-/);
  });

  it('records an access decision', async () => {
    const offers = await call<Page<Offer>>(t.app, owner, 'GET', '/api/offers?limit=100');
    const approval = offers.body.payload?.rows.find((o) => o.visibility !== 'public') as Offer;
    const decided = await call<AccessRequest>(t.app, owner, 'POST', '/api/offers/access-requests/decide', {
      offer_id: approval.id,
      publisher_id: publisherId,
      decision: 'rejected',
    });
    expect(decided.status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'offer_access.reject',
      subject: `${approval.name} · Paul Publisher`,
      changes: [expect.objectContaining({ field: 'access', after: 'rejected' })],
    });
  });
});
