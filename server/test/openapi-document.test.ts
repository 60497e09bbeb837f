/**
 * GET /api/docs: the OpenAPI 3.1 document of the whole API, built from the routes' schemas. Every registered route is
 * in it with its request parts and a success answer; the answers themselves are checked live, in every server test,
 * by answer-check.ts.
 */
import { API_DOCUMENT_PATH, openApiPath } from '../src/shared/http/openapi';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';
import { registeredRoutes } from './registered-routes';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: { type?: unknown } }>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, Answer>;
}
interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: ApiDocument;

beforeAll(async () => {
  t = await buildTestApp();
  expect((await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH })).statusCode).toBe(401);
  const { token } = await signIn(t.app, ACME, 'owner', 'owner@acme.test');
  const answer = await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH, headers: { authorization: token } });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(() => t.close());

const routes = () => registeredRoutes(t.app).filter((route) => route.path !== API_DOCUMENT_PATH);
/** A route's operation: openApiPath documents a route written with a trailing slash without it. */
const operationOf = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];

it('is an OpenAPI 3.1 document of every registered route', () => {
  expect(document.openapi).toBe('3.1.0');
  expect(routes().length).toBeGreaterThan(100);
  const missing = routes().filter((route) => !operationOf(route.method, route.path));
  expect(missing).toEqual([]);
});

it('says what every route answers on success, and that it fails with the envelope', () => {
  const unanswered = routes().filter(({ method, path }) => {
    const responses = operationOf(method, path)?.responses ?? {};
    const success = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
    const failure = responses['4XX']?.content?.['application/json']?.schema;
    return success.length === 0 || success.some(([, answer]) => !answer.content && !answer.description) || !failure;
  });
  expect(unanswered.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
});

it('describes the path parameters and the body of the routes that take them', () => {
  const undescribed = routes().filter(({ method, path }) => {
    const operation = operationOf(method, path);
    const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name);
    const described = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    const needsBody = ['POST', 'PUT'].includes(method);
    return names.some((name) => !described.includes(name ?? '')) || (needsBody && !operation?.requestBody);
  });
  expect(undescribed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
});
