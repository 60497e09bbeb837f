import type { Envelope } from '@affnet/contracts';
import { ApiError, http } from '@affnet/core';
import { type ApiDocument, Contract } from './contract';

type Method = 'get' | 'post' | 'put' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'delete'];

/** One request as a page sent it through the shared transport. */
export interface SentRequest {
  method: Method;
  url: string;
  body: unknown;
  params: Record<string, unknown> | undefined;
  /** The `:name` segments of the endpoint that answered, decoded. */
  path: Record<string, string>;
}

/** A field of a request's JSON body, as the server would read it. */
export const sentField = (body: unknown, name: string): unknown =>
  (body as Record<string, unknown> | undefined)?.[name];

/**
 * Answers one endpoint: the payload, sent back in an envelope; an envelope itself (`{ err: 0, msg, payload }`) when
 * the server's message matters; a file (a blob download gets the answer as is); or a rejection (an ApiError, as the
 * transport rejects).
 */
export type Endpoint = (request: SentRequest) => unknown;

/** An endpoint by method and path, e.g. `'GET /api/offers/:id'` or `'POST /api/postbacks'`. */
export type Route = `${Uppercase<Method>} /${string}`;

export type Endpoints = Partial<Record<Route, Endpoint>>;

/** A fake server's endpoint by route, a `jest.fn()` made on first use. */
export type Server = (route: Route) => jest.Mock;

interface RequestConfig {
  params?: Record<string, unknown>;
  responseType?: string;
}

const isEnvelope = (answer: unknown): answer is Envelope =>
  typeof answer === 'object' && answer !== null && 'err' in answer && 'msg' in answer;

/** The `:name` segments of `pattern` in `path`, or null when the path is not this endpoint's. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const found: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) found[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return found;
}

/** The query as the server reads it: the url's own and the transport's params (null and undefined are not sent). */
function queryOf(search: string, params: Record<string, unknown> = {}): Record<string, string | string[]> {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(params)) if (value != null) query.append(key, String(value));
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    fields[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return fields;
}

// The document the server serves, committed beside the contracts; loaded once per test file, and only by tests.
let contract: Contract | undefined;
function served(): Contract {
  contract ??= new Contract(require('@affnet/contracts/openapi.json') as ApiDocument);
  return contract;
}
/** Problems of the running test, reported when it ends even if the page swallowed the failed request. */
const problems: string[] = [];

/** Takes the problems found so far, for the fake server's own tests, which expect some; others let them fail. */
export const takeProblems = () => problems.splice(0);

afterEach(() => {
  const found = takeProblems();
  if (found.length > 0)
    throw new Error(`The fake server found requests or answers off the contract:\n${found.join('\n')}`);
});

/**
 * A request the server's schemas refuse gets a 400 from it: a test may model that with a 400 rejection (the page
 * shows the server's refusal); answering it with anything else is off the contract.
 */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 400;

/** The endpoint's answer; its rejection goes through `failed`, which says what the page gets instead. */
async function answerOf(endpoint: Endpoint, request: SentRequest, failed: (error: unknown) => unknown) {
  try {
    return await endpoint(request);
  } catch (error) {
    throw failed(error);
  }
}

/** Fails the request now (the page sees a failed call) and the test when it ends, naming the route and the field. */
function refuse(route: string, found: string[]): never {
  const message = `${route} is off the contract (packages/contracts/openapi.json): ${found.join('; ')}`;
  problems.push(message);
  throw new Error(message);
}

/**
 * Stands in for the server behind the shared transport (`http` of @affnet/core), so a page test runs the remote's
 * own fetchers and query hooks. Endpoints come in `endpoints` (usually `jest.fn()`s the test sets up), or through
 * the returned `server(route)`, which gives that route's `jest.fn()` (made on first use) to set up and assert on.
 * A request no endpoint answers fails the test's page the way an unknown route would.
 *
 * It holds both sides to the API's contract (the OpenAPI document, or `options.document`): a route the API does not
 * have is refused when the test names it; a request whose path, query or body the server would not take, and an
 * answer the server could not give (a payload missing a field, a field of another type), fail the request and the
 * test, naming the route and the field; only a 400 rejection may answer a request the server's schemas refuse.
 * Failures a test rejects with (`serverError`) and files are not checked.
 */
export function fakeServer(endpoints: Endpoints = {}, options: { document?: ApiDocument } = {}): Server {
  const terms = options.document ? new Contract(options.document) : served();
  const known = (route: Route) => {
    if (!terms.operationOf(route)) throw new Error(`The API has no ${route} (packages/contracts/openapi.json)`);
    return route;
  };
  const answers: Endpoints = {};
  for (const [route, endpoint] of Object.entries(endpoints)) answers[known(route as Route)] = endpoint;
  const answer =
    (method: Method) =>
    async (url: string, ...rest: unknown[]) => {
      const withBody = method === 'post' || method === 'put';
      const config = (withBody ? rest[1] : rest[0]) as RequestConfig | undefined;
      const [pathname = '', search = ''] = url.split('?');
      for (const [route, endpoint] of Object.entries(answers)) {
        const [verb = '', pattern = ''] = route.split(' ');
        const path = verb === method.toUpperCase() ? matchPath(pattern, pathname) : null;
        if (!path || !endpoint) continue;
        const body = withBody ? rest[0] : undefined;
        const sent = terms.checkRequest(verb, { url: pathname, query: queryOf(search, config?.params), body });
        const result = await answerOf(endpoint, { method, url, body, params: config?.params, path }, (error) =>
          sent.length > 0 && !isRefusal(error) ? refuse(route, sent) : error,
        );
        if (sent.length > 0) refuse(route, sent);
        if (config?.responseType === 'blob') return { data: result, status: 200 };
        const envelope = isEnvelope(result) ? result : { err: 0, msg: '', payload: result };
        const given = terms.checkAnswer(verb, pathname, envelope);
        if (given.length > 0) refuse(route, given);
        return { data: envelope, status: 200 };
      }
      throw new Error(`The test server has no ${method.toUpperCase()} ${url}`);
    };
  for (const method of METHODS) jest.spyOn(http, method).mockImplementation(answer(method) as never);
  return (route) => {
    const endpoint = answers[known(route)];
    if (endpoint) return endpoint as jest.Mock;
    const created = jest.fn();
    answers[route] = created;
    return created;
  };
}
