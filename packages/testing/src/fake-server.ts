import type { Envelope } from '@affnet/contracts';
import { http } from '@affnet/core';

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

interface RequestConfig {
  params?: Record<string, unknown>;
  responseType?: string;
}

const isEnvelope = (answer: unknown): answer is Envelope =>
  typeof answer === 'object' && answer !== null && 'err' in answer && 'msg' in answer;

/** The `:name` segments of `pattern` in `url`, or null when the url is not this endpoint's. */
function matchPath(pattern: string, url: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = url.split('/');
  if (want.length !== got.length) return null;
  const path: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) path[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return path;
}

/**
 * Stands in for the server behind the shared transport (`http` of @affnet/core), so a page test runs the remote's
 * own fetchers and query hooks. Endpoints come in `endpoints` (usually `jest.fn()`s the test sets up), or through
 * the returned `server(route)`, which gives that route's `jest.fn()` (made on first use) to set up and assert on.
 * A request no endpoint answers fails the test's page the way an unknown route would.
 */
export function fakeServer(endpoints: Endpoints = {}): (route: Route) => jest.Mock {
  const answers: Endpoints = { ...endpoints };
  const answer =
    (method: Method) =>
    async (url: string, ...rest: unknown[]) => {
      const withBody = method === 'post' || method === 'put';
      const config = (withBody ? rest[1] : rest[0]) as RequestConfig | undefined;
      for (const [key, endpoint] of Object.entries(answers)) {
        const [verb = '', pattern = ''] = key.split(' ');
        const path = verb === method.toUpperCase() ? matchPath(pattern, url) : null;
        if (!path || !endpoint) continue;
        const body = withBody ? rest[0] : undefined;
        const result = await endpoint({ method, url, body, params: config?.params, path });
        if (config?.responseType === 'blob') return { data: result, status: 200 };
        return { data: isEnvelope(result) ? result : { err: 0, msg: '', payload: result }, status: 200 };
      }
      throw new Error(`The test server has no ${method.toUpperCase()} ${url}`);
    };
  for (const method of METHODS) jest.spyOn(http, method).mockImplementation(answer(method) as never);
  return (route) => {
    const known = answers[route];
    if (known) return known as jest.Mock;
    const created = jest.fn();
    answers[route] = created;
    return created;
  };
}
