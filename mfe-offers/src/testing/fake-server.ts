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

/**
 * Answers one endpoint: the payload, sent back in an envelope; an envelope itself (`{ err: 0, msg, payload }`) when
 * the server's message matters; or a rejection (an ApiError, as the transport rejects).
 */
export type Endpoint = (request: SentRequest) => unknown;

/** `'GET /api/offers/:id'` → its endpoint. */
export type Endpoints = Partial<Record<`${Uppercase<Method>} /${string}`, Endpoint>>;

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
 * own fetchers and query hooks. Each endpoint is usually a `jest.fn()` the test sets up and asserts on; a request no
 * endpoint answers fails the test's page the way an unknown route would.
 */
export function fakeServer(endpoints: Endpoints) {
  const answer =
    (method: Method) =>
    async (url: string, ...rest: unknown[]) => {
      const withBody = method === 'post' || method === 'put';
      const config = (withBody ? rest[1] : rest[0]) as { params?: Record<string, unknown> } | undefined;
      for (const [key, endpoint] of Object.entries(endpoints)) {
        const [verb = '', pattern = ''] = key.split(' ');
        const path = verb === method.toUpperCase() ? matchPath(pattern, url) : null;
        if (!path || !endpoint) continue;
        const request: SentRequest = {
          method,
          url,
          body: withBody ? rest[0] : undefined,
          params: config?.params,
          path,
        };
        const result = await endpoint(request);
        return { data: isEnvelope(result) ? result : { err: 0, msg: '', payload: result }, status: 200 };
      }
      throw new Error(`The test server has no ${method.toUpperCase()} ${url}`);
    };
  for (const method of METHODS) jest.spyOn(http, method).mockImplementation(answer(method) as never);
}
