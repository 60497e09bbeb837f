/**
 * GET /api/docs is fit for client generators (openapi-typescript, openapi-generator): every operation is named
 * (a unique operationId) and says how its caller authenticates (security, `[]` for a public route), the schemes it
 * names are declared, the paths are written once (no trailing slash), and servers says where to call.
 */
import { API_DOCUMENT_PATH } from '../src/shared/http/openapi';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

type Security = Record<string, string[]>[];
interface Operation {
  operationId?: string;
  security?: Security;
}
interface ApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string }> };
}

let t: TestApp;
let document: ApiDocument;

beforeAll(async () => {
  t = await buildTestApp();
  const { token } = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
  const answer = await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH, headers: { authorization: token } });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );

it('names every operation, each name once, in camelCase', () => {
  const names = operations().map(({ operation }) => operation.operationId);
  expect(names.length).toBeGreaterThan(100);
  expect(names.filter((name) => !/^[a-z][A-Za-z0-9]*$/.test(name ?? ''))).toEqual([]);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

it('derives the names from method and path, or keeps the one a route declares', () => {
  const named = (method: string, path: string) => document.paths[path]?.[method]?.operationId;
  expect(named('get', '/api/offers')).toBe('getOffers');
  expect(named('get', '/api/offers/{id}')).toBe('getOffer');
  expect(named('put', '/api/offers/{id}/publisher-payouts/{publisherId}')).toBe('putOfferPublisherPayout');
  expect(named('get', '/api/get/publisher/{id}')).toBe('getPublisher');
  expect(named('post', '/registerPublisher/add')).toBe('postRegisterPublisherAdd');
  expect(named('get', '/publisher/offers/v2')).toBe('listOffers');
});

it('says how every operation authenticates, with declared schemes', () => {
  const schemes = Object.keys(document.components?.securitySchemes ?? {});
  const undeclared = operations().filter(
    ({ operation }) =>
      !Array.isArray(operation.security) ||
      operation.security.some((requirement) => Object.keys(requirement).some((name) => !schemes.includes(name))),
  );
  expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  const security = (method: string, path: string) => document.paths[path]?.[method]?.security;
  expect(security('get', '/api/offers')).toEqual([{ session: [] }]);
  expect(security('post', '/user/login')).toEqual([]);
  expect(security('get', '/publisher/offers/v2')).toEqual([{ apikey: [], secretkey: [] }]);
  expect(security('post', '/api/remotes/releases')).toEqual([{ session: [] }, { deployToken: [] }]);
});

it('documents as public only the routes that answer without credentials', async () => {
  const wrong: string[] = [];
  for (const { method, path, operation } of operations()) {
    // Ids in the path are numbers: '1' passes the path's validation, so the guard (or the handler) answers.
    const url = path.replace(/\{[^}]+\}/g, '1');
    const answer = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { host: ACME } });
    // Fastify validates before the guard runs: a guarded route may refuse the empty request with a 400 first.
    const isPublic = operation.security?.length === 0;
    const ok = isPublic ? answer.statusCode !== 401 : [400, 401].includes(answer.statusCode);
    if (!ok) wrong.push(`${method} ${path}: ${answer.statusCode}`);
  }
  expect(wrong).toEqual([]);
});

it('writes each path once, without a trailing slash, and names a server', () => {
  expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  expect(document.servers).toEqual([{ url: '/' }]);
});

it('keeps answering the routes written with a trailing slash, with and without it', async () => {
  const { token } = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
  for (const url of ['/api/publisher/list/', '/api/publisher/list']) {
    const answer = await t.app.inject({ method: 'GET', url, headers: { host: ACME, authorization: token } });
    expect(answer.statusCode).toBe(200);
  }
});
