import type { AuditLogEntry, Page } from '@affnet/contracts';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';

// Issue 27: the owner adding, changing and removing an offer's goal is audited, with the offer's currency.
let f: TrackingFixture;
let owner: string;

beforeAll(async () => {
  f = await trackingFixture();
  owner = await f.token('owner@acme.test');
});
afterAll(() => f.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  f.app.inject({ method, url, headers: { host: ACME, authorization: owner }, ...(payload ? { payload } : {}) });

const purchase = { name: 'Purchase', slug: 'purchase', payout: 1250, revenue: 2000, daily_cap: null, monthly_cap: 40 };

const latestEntries = async (token: string, limit: number, host = ACME) => {
  const response = await f.get(`/api/network/audit-log?page=1&limit=${limit}`, token, host);
  expect(response.statusCode).toBe(200);
  const log = response.json().payload as Page<AuditLogEntry>;
  return log.rows.map(({ action, subject, changes, details }) => ({ action, subject, changes, details }));
};

describe('goal changes in the audit log', () => {
  it('records adding, changing and removing a goal with the offer currency, and nothing for a refused save', async () => {
    const offer = await f.addOffer({ name: 'Yen shop', currency: 'JPY', payout: 500, revenue: 800 });
    const added = await call('POST', `/api/offers/${offer}/goals`, purchase);
    expect(added.statusCode).toBe(200);
    const goalId = added.json().payload[1].id as number;
    // A slug the offer already has is refused: the refused save leaves no entry behind.
    expect((await call('POST', `/api/offers/${offer}/goals`, { ...purchase, name: 'Again' })).statusCode).toBe(400);
    const changed = { ...purchase, name: 'Sale', slug: 'sale', payout: 1500, daily_cap: 10 };
    expect((await call('PUT', `/api/offers/${offer}/goals/${goalId}`, changed)).statusCode).toBe(200);
    // Saving the same values again changes nothing, so it records nothing.
    expect((await call('PUT', `/api/offers/${offer}/goals/${goalId}`, changed)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/offers/${offer}/goals/${goalId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/offers/${offer}/goals/${goalId}`)).statusCode).toBe(404);

    const details = { offer_id: offer, goal_id: goalId, currency: 'JPY', payout_type: 'CPA' };
    expect(await latestEntries(owner, 3)).toEqual([
      {
        action: 'offer.goal.remove',
        subject: 'Yen shop · Sale',
        changes: [
          { field: 'name', before: 'Sale', after: null },
          { field: 'slug', before: 'sale', after: null },
          { field: 'payout', before: 1500, after: null },
          { field: 'revenue', before: 2000, after: null },
          { field: 'daily_cap', before: 10, after: null },
          { field: 'monthly_cap', before: 40, after: null },
        ],
        details: expect.objectContaining(details),
      },
      {
        action: 'offer.goal.change',
        subject: 'Yen shop · Sale',
        changes: [
          { field: 'name', before: 'Purchase', after: 'Sale' },
          { field: 'slug', before: 'purchase', after: 'sale' },
          { field: 'payout', before: 1250, after: 1500 },
          { field: 'daily_cap', before: null, after: 10 },
        ],
        details: expect.objectContaining(details),
      },
      {
        action: 'offer.goal.add',
        subject: 'Yen shop · Purchase',
        // No daily cap: nothing to say about it.
        changes: [
          { field: 'name', after: 'Purchase' },
          { field: 'slug', after: 'purchase' },
          { field: 'payout', after: 1250 },
          { field: 'revenue', after: 2000 },
          { field: 'monthly_cap', after: 40 },
        ],
        details: expect.objectContaining(details),
      },
    ]);
  });

  it('shows one network’s goal changes to no other network', async () => {
    const offer = await f.addOffer({ name: 'Acme only' });
    expect((await call('POST', `/api/offers/${offer}/goals`, { ...purchase, slug: 'signup' })).statusCode).toBe(200);
    const globex = await f.token('owner@globex.test', GLOBEX);
    const theirs = await latestEntries(globex, 100, GLOBEX);
    expect(theirs.filter((entry) => entry.action.startsWith('offer.goal.'))).toEqual([]);
  });
});
