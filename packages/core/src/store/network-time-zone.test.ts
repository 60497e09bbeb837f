import type { CurrentUser, Role } from '@affnet/contracts';
import { act, renderHook } from '@testing-library/react';
import { useNetworkTimeZone } from './network-time-zone';
import { useSession } from './session-store';
import { useTheme } from './theme-store';

const signedInAs = (role: Role) =>
  useSession.setState({ user: { token: 't', permissions: [], userDetail: { role } } as unknown as CurrentUser });

afterEach(() => {
  useSession.setState({ user: null });
  useTheme.getState().setTimeZone('UTC');
});

it("gives a network's members the network's zone and follows a change of it", () => {
  signedInAs('publisher');
  useTheme.getState().setTimeZone('Asia/Kolkata');
  const { result } = renderHook(() => useNetworkTimeZone());
  expect(result.current).toBe('Asia/Kolkata');
  act(() => useTheme.getState().setTimeZone('America/New_York'));
  expect(result.current).toBe('America/New_York');
});

it('gives the super admin, who reads several networks at once, UTC', () => {
  signedInAs('admin');
  useTheme.getState().setTimeZone('Asia/Kolkata');
  expect(renderHook(() => useNetworkTimeZone()).result.current).toBe('UTC');
});
