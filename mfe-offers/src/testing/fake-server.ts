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
}

/** Answers one endpoint: the payload (sent back in an envelope), `replyWith(...)`, or a rejection. */
export type Endpoint = (request: SentRequest) => unknown;

const REPLY = Symbol('reply');

/** An answer with the server's message too, for the calls whose toast is that message. */
export const replyWith = <T>(msg: string, payload?: T) => ({ [REPLY]: { err: 0, msg, payload } as Envelope<T> });

/**
 * Stands in for the server behind the shared transport (`http` of @affnet/core), so a page test runs the remote's
 * own fetchers and query hooks. Each endpoint is usually a `jest.fn()` the test sets up and asserts on; a request no
 * endpoint answers fails the way a 404 would.
 */
export function fakeServer(endpoints: Partial<Record<`${Uppercase<Method>} ${string}`, Endpoint>>) {
  const answer =
    (method: Method) =>
    async (url: string, ...rest: unknown[]) => {
      const withBody = method === 'post' || method === 'put';
      const config = (withBody ? rest[1] : rest[0]) as { params?: Record<string, unknown> } | undefined;
      const request: SentRequest = { method, url, body: withBody ? rest[0] : undefined, params: config?.params };
      const endpoint = endpoints[`${method.toUpperCase() as Uppercase<Method>} ${url}`];
      if (!endpoint) throw new Error(`The test server has no ${method.toUpperCase()} ${url}`);
      const result = (await endpoint(request)) as Record<typeof REPLY, Envelope> | unknown;
      const data =
        result && typeof result === 'object' && REPLY in result ? result[REPLY] : { err: 0, msg: '', payload: result };
      return { data, status: 200 };
    };
  for (const method of METHODS) jest.spyOn(http, method).mockImplementation(answer(method) as never);
}
