/**
 * Every registered route, sent what an attacker or a broken client sends: wrong types, missing fields, 1 MB strings,
 * 1e400, Infinity, -1, 2^63, deep JSON, malformed JSON, a wrong content type. Each answer must be a 4xx in the
 * envelope (or a success): never a 5xx, never a hang.
 */
import type { LightMyRequestResponse } from 'fastify';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';
import { type Route, registeredRoutes } from './registered-routes';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_WRITES_PER_HOUR: '100000', LOGIN_FAILURES_PER_IP: '100000' });
  token = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
});
afterAll(() => t.close());

const BIG = 'x'.repeat(1024 * 1024);
const DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/** [label, path with its parameters filled, query, payload, content type] */
type Variant = [string, string, string, string | undefined, string | undefined];

function variantsOf({ method, path }: Route): Variant[] {
  const fill = (value: string) => path.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, 'x');
  const plain = fill('1');
  const query = '?page=1e400&limit=Infinity&id=-1&offset=9223372036854775808&search=%00';
  const variants: Variant[] = [
    ['1e400 as an id', fill('1e400'), '', undefined, undefined],
    ['-1 as an id', fill('-1'), '', undefined, undefined],
    ['2^63 as an id', fill('9223372036854775808'), '', undefined, undefined],
    ['text as an id', fill('abc'), '', undefined, undefined],
    ['odd numbers in the query', plain, query, undefined, undefined],
    ['a 1 MB string in the query', plain, `?search=${'y'.repeat(60_000)}`, undefined, undefined],
  ];
  if (method === 'GET' || method === 'DELETE') return variants;
  const json = 'application/json';
  return [
    ...variants,
    ['no body', plain, '', undefined, json],
    ['an empty object', plain, '', '{}', json],
    ['a list', plain, '', '[1,2]', json],
    ['a string', plain, '', '"text"', json],
    ['null', plain, '', 'null', json],
    ['wrong types', plain, '', '{"id":"x","email":5,"page":true,"url":[],"name":{},"status":1e400}', json],
    ['Infinity and 2^63', plain, '', '{"id":1e400,"limit":-1e400,"amount":9223372036854775808}', json],
    ['1 MB strings', plain, '', JSON.stringify({ name: BIG, email: BIG, url: BIG }), json],
    ['deep JSON', plain, '', DEEP, json],
    ['malformed JSON', plain, '', '{"name": ', json],
    ['a wrong content type', plain, '', 'name=x', 'text/plain'],
  ];
}

function isEnvelope(response: LightMyRequestResponse): boolean {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return true;
  const body = response.json() as { err?: unknown; code?: unknown };
  return body.err === 1 && typeof body.code === 'string';
}

it('every route answers bad input with a 4xx envelope, never a 5xx', async () => {
  const routes = registeredRoutes(t.app);
  expect(routes.length).toBeGreaterThan(90);
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  for (const route of routes) {
    for (const [label, path, query, payload, type] of variantsOf(route)) {
      const headers: Record<string, string> = { host: ACME, authorization: `Bearer ${token}` };
      if (type) headers['content-type'] = type;
      const response = await t.app.inject({ method: route.method as 'GET', url: `${path}${query}`, headers, payload });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const where = `${route.method} ${route.path}: ${label} → ${response.statusCode}`;
      if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 120)}`);
      else if (response.statusCode >= 400 && !isEnvelope(response)) failures.push(`${where} not an envelope`);
    }
  }
  // Most answers must be refusals of the input, not of the caller: the walk reaches validation.
  expect(statuses[400] ?? 0).toBeGreaterThan(routes.length * 5);
  expect(failures).toEqual([]);
}, 300_000);
