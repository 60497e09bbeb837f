import net from 'node:net';
import { ACME, buildTestApp, freePort, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: ACME } });

describe("the framework's own refusals come in the envelope", () => {
  it('a path segment longer than the router takes: 414', async () => {
    const response = await get(`/api/offers/${'1'.repeat(600)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ err: 1, msg: 'The address is too long', code: 'TOO_LONG' });
  });

  it.each(['/api/offers/%E0%A4%A', '/remotes/%E0%A4%A/x', '/login/%zz'])(
    'an address that does not decode: %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ err: 1, msg: 'The address is not valid', code: 'INVALID_INPUT' });
    },
  );

  it('what the HTTP parser refuses: malformed requests, headers too large', async () => {
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const malformed = await raw('GET /api/offers HTTP/1.1\r\nHost acme\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toMatchObject({
      err: 1,
      code: 'INVALID_INPUT',
    });
    const huge = await raw(`GET / HTTP/1.1\r\nHost: acme\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({ err: 1, code: 'PAYLOAD_TOO_LARGE' });
  });
});
