import type { CurrentUser } from '@affnet/contracts';
import { writeCurrentUser } from '../store/session-storage';

// When axios (a chunk of its own) loads: the module decides as it loads, so each case loads a fresh copy of it.
const axiosLoads = jest.fn();
jest.mock('./axios-exchange', () => {
  axiosLoads();
  return jest.requireActual('./axios-exchange');
});

const loadClient = () => require('./client');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  axiosLoads.mockClear();
  localStorage.clear();
});

it('on a sign-in page, waits for the first key, click or focus, then loads once', async () => {
  loadClient();
  await settle();
  expect(axiosLoads).not.toHaveBeenCalled();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  window.dispatchEvent(new MouseEvent('pointerdown'));
  await settle();
  expect(axiosLoads).toHaveBeenCalledTimes(1);
});

it('for a signed-in user, loads at once', async () => {
  writeCurrentUser({ token: 'a.b.c', userDetail: {}, permissions: [] } as unknown as CurrentUser);
  loadClient();
  await settle();
  expect(axiosLoads).toHaveBeenCalledTimes(1);
});
