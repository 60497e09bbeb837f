import type { CurrentUser } from '@affnet/contracts';
import { readCurrentUser, sessionEnd, transport, useBusy, writeCurrentUser } from '@affnet/core';
import { tryPublisherApi } from './try-publisher-api';

// The console goes by the browser's fetch, not the session transport: wrong keys answer 401, which is a result.
const browserFetch = jest.fn<Promise<Pick<Response, 'status' | 'text'>>, [string, RequestInit]>();
const transportFetch = jest.fn();
const reload = jest.fn();

beforeAll(() => {
  Object.defineProperty(globalThis, 'fetch', { value: browserFetch, configurable: true, writable: true });
  transport.fetch = transportFetch;
  sessionEnd.reload = reload;
});

it('shows a 401 for wrong keys as a result, sending only the keys and keeping the session', async () => {
  writeCurrentUser({ token: 'session.token.x', userDetail: {}, permissions: [] } as unknown as CurrentUser);
  const body = { err: 1, msg: 'Invalid API credentials', code: 'INVALID_API_CREDENTIALS' };
  browserFetch.mockResolvedValue({ status: 401, text: async () => JSON.stringify(body) });

  const request = tryPublisherApi({ apikey: 'pk_1', secretkey: 'wrong', limit: 5, page: undefined });
  expect(useBusy.getState().pending).toBe(0);
  await expect(request).resolves.toMatchObject({ status: 401, body });

  expect(browserFetch).toHaveBeenCalledWith('/publisher/offers/v2?limit=5', {
    headers: { apikey: 'pk_1', secretkey: 'wrong' },
  });
  expect(transportFetch).not.toHaveBeenCalled();
  expect(readCurrentUser()?.token).toBe('session.token.x');
  expect(reload).not.toHaveBeenCalled();
});

it('shows an answer that is not JSON as its text', async () => {
  browserFetch.mockResolvedValue({ status: 502, text: async () => 'Bad gateway' });
  await expect(tryPublisherApi({ apikey: 'pk_1', secretkey: 's' })).resolves.toMatchObject({
    status: 502,
    body: 'Bad gateway',
  });
});
