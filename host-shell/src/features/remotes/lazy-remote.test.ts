import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteApp } from './lazy-remote';
import { SharedCoreMismatch } from './shared-core-mismatch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const App = () => null;

beforeEach(() => jest.mocked(loadRemote).mockReset());

test('a remote is loaded once, whoever asks', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: App });
  const [first, second] = await Promise.all([loadRemoteApp('mfe_offers'), loadRemoteApp('mfe_offers')]);
  expect(first.default).toBe(App);
  expect(second).toBe(first);
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledWith('mfe_offers/App');
});

test('a failed load is forgotten: the next attempt (Retry) loads the remote afresh', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ default: App });
  await expect(loadRemoteApp('mfe_statistics')).rejects.toThrow('Failed to fetch');
  await expect(loadRemoteApp('mfe_statistics')).resolves.toEqual({ default: App });
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('a remote without an App fails and is asked again next time', async () => {
  jest.mocked(loadRemote).mockResolvedValue({});
  await expect(loadRemoteApp('mfe_publisher')).rejects.toThrow('Remote mfe_publisher exposes no App');
  await expect(loadRemoteApp('mfe_publisher')).rejects.toThrow('exposes no App');
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('a remote built for another shared core keeps its refusal: its half-run code is never asked for again', async () => {
  const mismatch = new SharedCoreMismatch('mfe_network_admin', '^2.0.0', '1.1.0');
  jest.mocked(loadRemote).mockRejectedValue(mismatch);
  await expect(loadRemoteApp('mfe_network_admin')).rejects.toBe(mismatch);
  await expect(loadRemoteApp('mfe_network_admin')).rejects.toBe(mismatch);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});
