import { act, renderHook } from '@testing-library/react';
import { useSession } from './session-store';
import { useViewer } from './use-viewer';

afterEach(() => act(() => useSession.setState({ user: null, permissions: [] })));

test('the viewer is the kind of account of the signed-in user, by his permission', () => {
  const { result } = renderHook(() => useViewer());
  expect(result.current).toEqual({ isPlatformAdmin: false, isOwner: false, isPublisher: false, isAdvertiser: false });
  act(() => useSession.setState({ permissions: ['network'] }));
  expect(result.current).toEqual({ isPlatformAdmin: false, isOwner: true, isPublisher: false, isAdvertiser: false });
  act(() => useSession.setState({ permissions: ['advertiser'] }));
  expect(result.current.isAdvertiser).toBe(true);
  expect(result.current.isOwner).toBe(false);
});
