import { http } from '@affnet/core';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the server: the method and the path, e.g. 'GET /api/postbacks'. */
export type Route = `${Method} /${string}`;

/**
 * Stands in for the server behind the shared transport, so a page runs its own api modules as in the browser.
 * `server(route)` is that route's answer, a jest mock: it gets the query (GET, DELETE) or the body (POST, PUT)
 * and resolves with the payload, which the fake wraps in the envelope (a blob download gets it as is); rejecting
 * with an ApiError is a failed call. A call with no answer set fails the test.
 */
export function fakeServer() {
  const routes = new Map<string, jest.Mock>();
  const answer = (method: Method, withBody: boolean) =>
    (async (url: string, ...rest: unknown[]) => {
      const route = routes.get(`${method} ${url}`);
      if (!route) throw new Error(`The fake server has no answer for ${method} ${url}`);
      const config = (withBody ? rest[1] : rest[0]) as { params?: object; responseType?: string } | undefined;
      const payload = await route(withBody ? rest[0] : (config?.params ?? {}));
      if (config?.responseType === 'blob') return { data: payload, status: 200 };
      return { data: { err: 0, msg: 'ok', payload }, status: 200 };
    }) as never;
  jest.spyOn(http, 'get').mockImplementation(answer('GET', false));
  jest.spyOn(http, 'delete').mockImplementation(answer('DELETE', false));
  jest.spyOn(http, 'post').mockImplementation(answer('POST', true));
  jest.spyOn(http, 'put').mockImplementation(answer('PUT', true));
  return (route: Route): jest.Mock => {
    const known = routes.get(route);
    if (known) return known;
    const created = jest.fn();
    routes.set(route, created);
    return created;
  };
}
