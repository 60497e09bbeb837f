import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACME, signIn, type TestApp } from '../helpers';
import { newOffer } from '../offers-helpers';
import { must, type Tokens } from './api';
import type { BaseIds, FixtureIds } from './types';

type TrackingIds = Pick<
  FixtureIds,
  | 'advertiser'
  | 'offer'
  | 'approvalOffer'
  | 'goal'
  | 'conversion'
  | 'getPostbackClick'
  | 'postPostbackClick'
  | 'postback'
  | 'doomedPostback'
  | 'pendingPostback'
  | 'postbackTarget'
  | 'retentionDays'
>;

/** A local receiver for the postback Test button: answers 200 to anything (the walk allows 127.0.0.1 as a target). */
async function postbackReceiver() {
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pb?c={click_id}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Offers, clicks, a conversion and postbacks of Acme, made through the API. */
export async function trackingFixtures(t: TestApp, tokens: Tokens, base: BaseIds) {
  const { app } = t;
  const advertiser = (await signIn(app, ACME, 'member', 'advertiser@acme.test')).userDetail.id;
  const destination_url = 'https://walk.example/land?c={click_id}';
  const offerOf = async (fields: object) =>
    (await must<{ id: number }>(app, tokens.owner, 'POST', '/api/offers', newOffer({ destination_url, ...fields }))).id;
  const offer = await offerOf({ name: 'Walk offer', advertiser_id: advertiser, countries: [], os: [] });
  const approvalOffer = await offerOf({ name: 'Walk approval offer', visibility: 'approval' });
  const goals = await must<{ id: number | null }[]>(app, tokens.owner, 'POST', `/api/offers/${offer}/goals`, {
    name: 'Walk install',
    slug: 'walk-install',
    payout: 100,
    revenue: 200,
    daily_cap: null,
    monthly_cap: null,
  });
  const goal = goals[1]?.id as number;

  const clickId = async () => {
    const response = await app.inject({
      url: `/click?offer_id=${offer}&aff_id=${base.publisher}`,
      headers: { host: ACME },
    });
    const id = response.statusCode === 302 && new URL(String(response.headers.location)).searchParams.get('c');
    if (!id) throw new Error(`click not redirected: ${response.statusCode} ${response.body}`);
    return id;
  };
  const converted = await must<{ conversion_id: number }>(app, null, 'GET', `/postback?click_id=${await clickId()}`);

  const settings = await must<{ export_retention_days: number }>(app, tokens.owner, 'GET', '/api/get/network/setting');
  const retentionDays = settings.export_retention_days;
  const approval = (on: boolean) =>
    must(app, tokens.owner, 'POST', '/api/network/setting/postbacks', {
      postback_approval: on,
      export_retention_days: retentionDays,
    });
  const postbackOf = async () =>
    (
      await must<{ id: number }>(app, tokens.publisher, 'POST', '/api/postbacks', {
        url: 'https://tracker.walk.example/pb?c={click_id}',
        offer_id: null,
      })
    ).id;
  const postback = await postbackOf();
  const doomedPostback = await postbackOf();
  await approval(true);
  const pendingPostback = await postbackOf();
  await approval(false);

  const receiver = await postbackReceiver();
  const ids: TrackingIds = {
    advertiser,
    offer,
    approvalOffer,
    goal,
    conversion: converted.conversion_id,
    getPostbackClick: await clickId(),
    postPostbackClick: await clickId(),
    postback,
    doomedPostback,
    pendingPostback,
    postbackTarget: receiver.url,
    retentionDays,
  };
  return { ids, close: receiver.close };
}
