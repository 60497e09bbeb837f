import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ACME, body, buildTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers';
import { testDatabase } from './test-database';

// Two apps over one data folder: two API nodes on one SQLite file (the PostgreSQL pass: on one database), each its
// own connection, sharing nothing but the database. Requests sent together to both must still meet every limit.
jest.setTimeout(60_000);

const PUBLIC_WRITES = 5;
const TESTS_PER_MINUTE = 30;

let dir: string;
let nodes: TestApp[];
const drop: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-limit-nodes-'));
  drop.push((await testDatabase(dir)).drop);
  const env = { DEMO_CLICKS: '0', LOGIN_FAILURES_PER_EMAIL: '5', PUBLIC_WRITES_PER_HOUR: String(PUBLIC_WRITES) };
  // One after the other: the first migrates and seeds, the second finds it done (SQLite has no start-up lock).
  const first = await buildTestApp(env, dir);
  nodes = [first, await buildTestApp(env, dir)];
});

afterAll(async () => {
  for (const node of nodes ?? []) await node.close();
  await Promise.all(drop.map((run) => run()));
  rmSync(dir, { recursive: true, force: true });
});

/** The same request `count` times at once, alternating between the two nodes. */
function together(count: number, request: (node: TestApp, i: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: count }, (_, i) => request(nodes[i % 2] as TestApp, i)));
}

const refused = (answers: LightMyRequestResponse[]) => answers.filter((answer) => answer.statusCode === 429);
const checked = (answers: LightMyRequestResponse[]) => answers.filter((answer) => answer.statusCode !== 429);

/** A sign-in to one node from an address of its own, so that only the account's limit can stop it. */
const signInFrom = (node: TestApp, i: number, email: string, password: string) =>
  node.app.inject({
    method: 'POST',
    url: '/user/login',
    headers: { host: ACME },
    remoteAddress: `198.51.100.${i + 1}`,
    payload: { userDetails: { email, password } },
  });

describe('limits over two nodes on one database, for requests sent together', () => {
  it('check only 5 (the limit) of 16 wrong passwords for one account', async () => {
    const answers = await together(16, (node, i) => signInFrom(node, i, 'advertiser@acme.test', `Wrong-${i}`));
    expect(checked(answers).map((answer) => answer.statusCode)).toEqual(Array(5).fill(400));
    for (const answer of refused(answers)) expect(body(answer).msg).toMatch(/^Too many failed sign-in attempts/);
  });

  it('check only 5 (the limit) of 15 wrong passwords sent with the right one from other addresses', async () => {
    const answers = await together(16, (node, i) =>
      signInFrom(node, i, 'publisher3@acme.test', i === 15 ? DEMO_PASSWORD : `Wrong-${i}`),
    );
    const wrongChecked = checked(answers.slice(0, 15));
    expect(wrongChecked.map((answer) => answer.statusCode)).toEqual(wrongChecked.map(() => 400));
    // Signed in, the right one cleared only its own address's failures: none of the guessers'.
    expect([200, 429]).toContain((answers[15] as LightMyRequestResponse).statusCode);
    expect(wrongChecked.length).toBeLessThanOrEqual(5);
  });

  it('mail at most the limit of password resets asked from one address', async () => {
    const answers = await together(12, (node) =>
      node.app.inject({
        method: 'POST',
        url: '/auth/forgetpassword',
        headers: { host: ACME },
        payload: { email: 'nobody@acme.test' },
      }),
    );
    expect(checked(answers).map((answer) => answer.statusCode)).toEqual(Array(PUBLIC_WRITES).fill(200));
    expect(body(refused(answers)[0] as LightMyRequestResponse)).toMatchObject({ err: 1, code: 'TOO_MANY_REQUESTS' });
  });

  it('take at most the limit of registrations from one address', async () => {
    const answers = await together(12, (node, i) =>
      node.app.inject({
        method: 'POST',
        url: '/registerPublisher/add?token=no-such-invite',
        headers: { host: ACME },
        remoteAddress: '203.0.113.20',
        payload: { name: 'Racer', email: `racer${i}@example.com`, password: 'Racer-pass-1', company_name: 'Race' },
      }),
    );
    expect(checked(answers)).toHaveLength(PUBLIC_WRITES);
    expect(refused(answers)).toHaveLength(12 - PUBLIC_WRITES);
  });

  it('fire at most 30 postback Tests a minute for one user, whichever node he calls', async () => {
    const token = (await signIn((nodes[0] as TestApp).app, ACME, 'member', 'publisher@acme.test')).token;
    const answers = await together(40, (node) =>
      node.app.inject({
        method: 'POST',
        url: '/api/postbacks/test',
        headers: { host: ACME, authorization: `Bearer ${token}` },
        // A target the guard refuses at once: no request leaves the server.
        payload: { url: 'http://10.0.0.1/pb?c={click_id}' },
      }),
    );
    expect(checked(answers)).toHaveLength(TESTS_PER_MINUTE);
    expect(refused(answers)).toHaveLength(40 - TESTS_PER_MINUTE);
  });
});
