import { registerRelease } from './register-release';

const answering = (status: number, body: unknown) =>
  jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => ({
    ok: status < 300,
    status,
    statusText: 'Bad Request',
    json: async () => body,
  })) as unknown as jest.MockedFunction<typeof fetch>;

describe('registerRelease', () => {
  it('posts the remote and version with the deploy token to the configured server', async () => {
    const send = answering(201, { err: 0 });
    const env = { AFFNET_SERVER_URL: 'http://deploy.test:4000/', DEPLOY_TOKEN: 'secret' };
    await expect(registerRelease('mfe_offers', '9.9.9', {}, env, send)).resolves.toEqual({ kind: 'registered' });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('http://deploy.test:4000/api/remotes/releases');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer secret' });
    expect(JSON.parse(String(init?.body))).toEqual({ remote: 'mfe_offers', version: '9.9.9' });
  });

  it('asks for the release to be the platform default when told to', async () => {
    const send = answering(200, { err: 0 });
    await registerRelease('mfe_offers', '9.9.9', { makeDefault: true }, { DEPLOY_TOKEN: 'team' }, send);
    expect(JSON.parse(String(send.mock.calls[0]?.[1]?.body))).toEqual({
      remote: 'mfe_offers',
      version: '9.9.9',
      make_default: true,
    });
  });

  it('says why nothing reached the server: no token, or no answer', async () => {
    await expect(registerRelease('mfe_offers', '9.9.9', {}, {}, answering(201, {}))).resolves.toEqual({
      kind: 'unsent',
      reason: 'DEPLOY_TOKEN is not set',
    });
    const unreachable = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:3000') });
    }) as unknown as typeof fetch;
    await expect(registerRelease('mfe_offers', '9.9.9', {}, { DEPLOY_TOKEN: 't' }, unreachable)).resolves.toEqual({
      kind: 'unsent',
      reason: 'the server at http://localhost:3000 did not answer (connect ECONNREFUSED 127.0.0.1:3000)',
    });
  });

  it("reports the server's refusal with its message", async () => {
    const send = answering(400, { err: 1, msg: 'version: 9.9.9 is already registered' });
    await expect(registerRelease('mfe_offers', '9.9.9', {}, { DEPLOY_TOKEN: 't' }, send)).resolves.toEqual({
      kind: 'refused',
      status: 400,
      message: 'version: 9.9.9 is already registered',
    });
  });
});
