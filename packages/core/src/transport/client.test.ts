import type { CurrentUser } from '@affnet/contracts';
import { useBusy } from '../store/busy-store';
import { readCurrentUser, readReturnPath, writeCurrentUser } from '../store/session-storage';
import { ApiError } from './api-error';
import { type Answer, call, http, sessionEnd, transport } from './client';

// The transport's own rules, with a fake fetch; server/test/api-client.test.ts runs it against the real server.
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit]>();
const reload = jest.fn();

function answer(status: number, body?: unknown, statusText = ''): Answer {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}

const sentUrl = () => fetchMock.mock.calls[0]?.[0];
const sent = () => fetchMock.mock.calls[0]?.[1] ?? {};
const sentHeaders = () => sent().headers as Record<string, string>;
const signIn = (token: string) =>
  writeCurrentUser({ token, userDetail: {}, permissions: [] } as unknown as CurrentUser);
const pending = () => useBusy.getState().pending;

beforeEach(() => {
  transport.fetch = fetchMock;
  sessionEnd.reload = reload;
  fetchMock.mockReset().mockResolvedValue(answer(200, { err: 0, msg: 'ok', payload: { id: 7 } }));
  reload.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  useBusy.setState({ pending: 0 });
  window.history.pushState({}, '', '/offers/all?page=2');
});

describe('a request', () => {
  it('puts its params in the query string, leaving out the undefined and null ones', async () => {
    const params = { search: 'vpn & co', page: 2, force: true, country: undefined, os: null };
    await http.get('/api/offers', { params });
    expect(sentUrl()).toBe('/api/offers?search=vpn+%26+co&page=2&force=true');
    await http.delete('/api/network/list/3?x=1', { params: { force: true } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/network/list/3?x=1&force=true');
  });

  it('resolves with the parsed JSON answer and its status', async () => {
    await expect(http.get('/api/offers/7')).resolves.toEqual({
      data: { err: 0, msg: 'ok', payload: { id: 7 } },
      status: 200,
    });
    expect(sent()).toMatchObject({ method: 'GET', body: undefined });
    expect(sentHeaders()).not.toHaveProperty('Content-Type');
  });

  it('sends a body as JSON, with its content type', async () => {
    await http.put('/api/offers/7', { name: 'Acme VPN', countries: ['DE'] });
    expect(sent()).toMatchObject({ method: 'PUT', body: '{"name":"Acme VPN","countries":["DE"]}' });
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is, leaving its multipart content type (with the boundary) to the browser', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    await http.post('/api/network/upload/logo/', form);
    expect(sent().body).toBe(form);
    expect(sentHeaders()).not.toHaveProperty('Content-Type');
  });

  it('reads a file download as a Blob', async () => {
    fetchMock.mockResolvedValue(answer(200, 'id,name\n7,Acme VPN\n'));
    const { data } = await http.get<Blob>('/api/offers/export.csv', { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(data.size).toBe('id,name\n7,Acme VPN\n'.length);
  });

  it("carries the stored user's bare token as Authorization, and none without a user", async () => {
    await http.get('/api/offers');
    expect(sentHeaders()).not.toHaveProperty('Authorization');
    signIn('header.claims.signature');
    await http.get('/api/offers');
    expect(fetchMock.mock.calls[1]?.[1].headers).toEqual({ Authorization: 'header.claims.signature' });
  });

  it("lets the caller's headers win (logout sends the token of a user already forgotten)", async () => {
    signIn('new.token.x');
    await http.post('/api/logout', { email: 'a@b.test' }, { headers: { Authorization: 'old.token.y' } });
    expect(sentHeaders()).toEqual({ Authorization: 'old.token.y', 'Content-Type': 'application/json' });
  });
});

describe('the busy flag', () => {
  it('is on from the moment a call is made and off once it succeeded', async () => {
    const request = http.get('/api/offers');
    expect(pending()).toBe(1);
    await request;
    expect(pending()).toBe(0);
  });

  it('is off once a call failed, with an answer or without one', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { err: 1, msg: 'boom' }));
    const failed = http.get('/api/offers');
    expect(pending()).toBe(1);
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    expect(pending()).toBe(0);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/api/offers')).rejects.toBeInstanceOf(ApiError);
    expect(pending()).toBe(0);
  });
});

describe('a failure', () => {
  it("rejects with an ApiError carrying the envelope's message, code, field and body", async () => {
    const envelope = { err: 1, msg: 'name is required', code: 'REQUIRED', field: 'name', params: { max: 3 } };
    fetchMock.mockResolvedValue(answer(400, envelope, 'Bad Request'));
    const error = await http.post('/api/offers', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'name is required', status: 400, code: 'REQUIRED', field: 'name' });
    expect(error).toMatchObject({ body: envelope, params: { max: 3 } });
  });

  it('takes the status text when the answer has no envelope (a proxy error page)', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>', 'Bad Gateway'));
    await expect(http.get('/api/offers')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('without an answer has status 0 and the network error message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await http.get('/api/offers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to fetch', status: 0, code: undefined, body: undefined });
  });

  it.each([401, 403])('%i with a stored user saves the return path, logs out and reloads', async (status) => {
    signIn('expired.token.x');
    fetchMock.mockResolvedValue(answer(status, { err: 1, msg: 'no' }));
    await expect(http.get('/api/offers')).rejects.toMatchObject({ status, message: 'no' });
    expect(readReturnPath()).toBe('/offers/all?page=2');
    expect(readCurrentUser()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([401, 403])('%i without a stored user only rejects (a wrong password at sign-in)', async (status) => {
    fetchMock.mockResolvedValue(answer(status, { err: 1, msg: 'no' }));
    await expect(http.post('/user/login', {})).rejects.toMatchObject({ status });
    expect(readReturnPath()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('of another status keeps the session', async () => {
    signIn('good.token.x');
    fetchMock.mockResolvedValue(answer(500, { err: 1, msg: 'boom' }));
    await expect(http.get('/api/offers')).rejects.toMatchObject({ status: 500 });
    expect(readCurrentUser()?.token).toBe('good.token.x');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('call', () => {
  it('rejects an answer of err 1 with an ApiError, even with a 2xx status', async () => {
    fetchMock.mockResolvedValue(answer(200, { err: 1, msg: 'Offer is paused', code: 'OFFER_PAUSED' }));
    await expect(call(http.get('/api/offers/7'))).rejects.toMatchObject({ status: 200, code: 'OFFER_PAUSED' });
  });
});
