import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { operatorAllowsPrivateTargets, receiver, setPostbackSettings } from './postbacks-helpers';

/** The Test button without an offer sends one unit of the network's own reporting currency, in its digits. */
let f: TrackingFixture;
beforeAll(async () => {
  f = await trackingFixture({ POSTBACK_WORKER: 'off' });
  await setPostbackSettings(f, f.acme.id, { postback_approval: 0 });
});
afterAll(() => f.close());

async function testedUrl(email: string, host: string, url: string) {
  const token = await f.token(email, host);
  const answer = await f.app.inject({
    method: 'POST',
    url: '/api/postbacks/test',
    headers: { host, authorization: token },
    payload: { url, offer_id: null },
  });
  return answer.json().payload.url as string;
}

it("sends one unit of the network's reporting currency, and another network's its own", async () => {
  const local = await receiver([200, 200]);
  try {
    operatorAllowsPrivateTargets(f, '127.0.0.1');
    // Most of Acme's offers pay in euros, yet its owner reports in yen: the setting decides, not the offers.
    await f.addOffer({ currency: 'EUR' });
    await f.db.updateTable('networks').set({ reporting_currency: 'JPY' }).where('id', '=', f.acme.id).execute();
    const url = local.url('/t?p={payout}&cur={currency}');
    expect(await testedUrl('publisher@acme.test', ACME, url)).toBe(local.url('/t?p=1&cur=JPY'));
    expect(await testedUrl('publisher@globex.test', GLOBEX, url)).toBe(local.url('/t?p=1.00&cur=USD'));
  } finally {
    await local.close();
  }
});
